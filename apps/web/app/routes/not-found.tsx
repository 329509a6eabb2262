/** Every path no route claims: the 404 page, sent with status 404. */
import { data } from 'react-router';
import { NotFoundPage } from '~/features/errors/not-found-page';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page Not Found | Reelhouse' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
