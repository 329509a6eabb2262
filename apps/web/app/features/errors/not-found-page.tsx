/** The 404 page (spec section 2): its title, text and two buttons, exactly. */
import { Link } from 'react-router';
import { useGoBack } from '~/lib/go-back';

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
        <button
          type="button"
          onClick={goBack}
          className="rounded-lg bg-surface-2 px-5 py-2.5 font-semibold ring-1 ring-line hover:bg-surface-3"
        >
          Go Back
        </button>
        <Link
          to="/movies"
          className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand hover:bg-brand-strong"
        >
          Browse movies
        </Link>
      </div>
    </section>
  );
}
