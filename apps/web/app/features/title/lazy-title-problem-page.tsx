/**
 * The title problem page, loaded on demand: title pages that render fine (nearly all) never
 * download it, which keeps their first screen's scripts to what they show.
 */
import { lazy, Suspense } from 'react';
import type { TitleProblem } from './title-problem';

const TitleProblemPage = lazy(() =>
  import('./title-problem-page').then((module) => ({ default: module.TitleProblemPage })),
);

export function LazyTitleProblemPage(props: { status: number; problem: TitleProblem }) {
  return (
    <Suspense fallback={<div className="min-h-[60vh]" />}>
      <TitleProblemPage {...props} />
    </Suspense>
  );
}
