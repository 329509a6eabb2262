/** The full error screen for whatever a route threw (the lazily loaded half of the boundary). */
import { describeError } from './describe-error';
import { ErrorScreen } from './error-screen';

export default function RouteErrorScreenFull({ error }: { error: unknown }) {
  return <ErrorScreen error={describeError(error)} />;
}
