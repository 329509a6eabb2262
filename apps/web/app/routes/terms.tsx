/**
 * /terms: the spec links the Terms as /terms too. One address is canonical (/tos), so this one
 * (a resource route: no page of its own) answers a permanent redirect there, not a second copy.
 */
import { redirect } from 'react-router';

export function loader() {
  return redirect('/tos', 301);
}
