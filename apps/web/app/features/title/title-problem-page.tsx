/**
 * What a title page shows for an expected failure ('Episode Not Found', 'Missing required
 * parameters', an unknown movie or series), in the style of the site's 404 page.
 */
import { useGoBack } from '~/lib/go-back';
import { PrefetchLink } from '~/components/media/prefetch-link';
import type { TitleProblem } from './title-problem';
import { buttonClass } from '~/components/ui/button';

export function TitleProblemPage({ status, problem }: { status: number; problem: TitleProblem }) {
  const goBack = useGoBack();
  return (
    <section
      aria-labelledby="title-problem"
      data-testid="title-problem"
      className="mx-auto max-w-xl py-20 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-black text-brand">
        {status}
      </p>
      <h1 id="title-problem" className="mt-4 text-3xl font-extrabold">
        {problem.error}
      </h1>
      <p className="mt-3 text-ink-muted">{problem.detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={goBack} className={buttonClass({ variant: 'quiet' })}>
          Go Back
        </button>
        <PrefetchLink to={problem.backHref} className={buttonClass()}>
          {problem.backLabel}
        </PrefetchLink>
      </div>
    </section>
  );
}
