import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  buildEpisodeNotFound,
  buildProblemMeta,
  MISSING_PARAMETERS,
  readTitleProblem,
} from './title-problem';

/** What a route's boundary receives for a thrown data(): an ErrorResponse. */
function asRouteError(problem: unknown, status: number) {
  const thrown = data(problem, { status });
  return { status, statusText: '', internal: false, data: thrown.data };
}

describe('title problems', () => {
  it("links 'Episode Not Found' back to its series", () => {
    expect(buildEpisodeNotFound({ title: 'Lost', path: '/series/4607-lost' }, 2, 30)).toEqual({
      error: 'Episode Not Found',
      detail: "Season 2, episode 30 of Lost isn't in our catalogue.",
      backHref: '/series/4607-lost',
      backLabel: 'Back to Lost',
    });
    expect(buildEpisodeNotFound(null, 1, 1)).toMatchObject({
      error: 'Episode Not Found',
      backHref: '/series',
    });
  });

  it('reads a problem a loader threw, and nothing else', () => {
    expect(readTitleProblem(asRouteError(MISSING_PARAMETERS, 400))).toEqual({
      status: 400,
      problem: MISSING_PARAMETERS,
    });
    expect(readTitleProblem(asRouteError({ error: 'other' }, 404))).toBeNull();
    expect(readTitleProblem(new Error('boom'))).toBeNull();
  });

  it('titles the page after the problem and keeps it out of search engines', () => {
    expect(buildProblemMeta(asRouteError(MISSING_PARAMETERS, 400))).toEqual([
      { title: 'Missing required parameters | Reelhouse' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(buildProblemMeta(new Error('x'))[0]).toEqual({
      title: 'Oops! Something Broke | Reelhouse',
    });
  });
});
