/** The 404 page (spec section 2): its title, text and two buttons, exactly. */
import { Link } from 'react-router';
import { useGoBack } from '~/lib/go-back';
import { buttonClass } from '~/components/ui/button';

export function NotFoundPage() {
  const goBack = useGoBack();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-brand">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-extrabold">
        Page Not Found
      </h1>
      <p className="mt-3 text-ink-muted">
        {"The page you're looking for doesn't exist, is being built, or has been moved."}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={goBack} className={buttonClass({ variant: 'quiet' })}>
          Go Back
        </button>
        <Link to="/movies" className={buttonClass()}>
          Browse movies
        </Link>
      </div>
    </section>
  );
}
