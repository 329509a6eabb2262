import { EPISODE_NOT_FOUND, MISSING_REQUIRED_PARAMETERS } from '@reelhouse/core/screens/texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import {
  buildEpisodeNotFound,
  MISSING_PARAMETERS,
  MOVIE_NOT_FOUND,
  type TitleProblem,
} from './title-problem';
import { TitleProblemPage } from './title-problem-page';

afterEach(() => {
  window.history.replaceState(null, '');
});

/** The problem page at `/problem`, opened at `url`, with a link to it on every page. */
function renderProblem(status: number, problem: TitleProblem, url = '/problem') {
  renderRoute(<TitleProblemPage status={status} problem={problem} />, {
    path: '/problem',
    url,
    shell: <Link to="/problem">A broken link</Link>,
  });
  return screen.getByRole('status', { name: 'Current address' });
}

describe('the title problem page', () => {
  it('shows the status, the problem as the page heading, its explanation and two ways on', () => {
    renderProblem(404, MOVIE_NOT_FOUND);
    expect(screen.getByRole('region', { name: 'Movie Not Found' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Movie Not Found' })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(
      screen.getByText(
        "We couldn't find this movie. The link may be wrong, or the movie may have been removed.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse movies' })).toHaveAttribute('href', '/movies');
  });

  it('says "Missing required parameters" with status 400 and sends to /series with "Browse series"', async () => {
    const user = userEvent.setup();
    const address = renderProblem(400, MISSING_PARAMETERS);
    expect(
      screen.getByRole('heading', { level: 1, name: MISSING_REQUIRED_PARAMETERS }),
    ).toBeVisible();
    expect(screen.getByText('400')).toBeVisible();
    expect(
      screen.getByText(
        'An episode address needs a series, a season number and an episode number, like /series/1396-breaking-bad/1/1.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Browse series' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /series' })).toBeVisible();
    expect(address.textContent).toBe('/series');
  });

  it('leads from "Episode Not Found" back to its series, named on the link', async () => {
    const user = userEvent.setup();
    const address = renderProblem(
      404,
      buildEpisodeNotFound({ title: 'Breaking Bad', path: '/series/1396-breaking-bad' }, 2, 99),
    );
    expect(screen.getByRole('heading', { level: 1, name: EPISODE_NOT_FOUND })).toBeVisible();
    expect(
      screen.getByText("Season 2, episode 99 of Breaking Bad isn't in our catalogue."),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to Breaking Bad' }));
    expect(
      await screen.findByRole('heading', { name: 'Stand-in page /series/1396-breaking-bad' }),
    ).toBeVisible();
    expect(address.textContent).toBe('/series/1396-breaking-bad');
  });

  it('goes home with "Go Back" when this tab has no earlier page (a direct visit)', async () => {
    const user = userEvent.setup();
    const address = renderProblem(404, MOVIE_NOT_FOUND);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /' })).toBeVisible();
    expect(address.textContent).toBe('/');
  });

  it('returns to the page before with "Go Back" when this tab has one', async () => {
    const user = userEvent.setup();
    const address = renderProblem(404, MOVIE_NOT_FOUND, '/movies/603-the-matrix');
    await user.click(screen.getByRole('link', { name: 'A broken link' }));
    expect(await screen.findByRole('heading', { name: 'Movie Not Found' })).toBeVisible();
    // The test's router keeps its history in memory; the browser's router records the position
    // in the tab's history as `idx`, which is what the page reads.
    window.history.replaceState({ idx: 1 }, '');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Stand-in page /movies/603-the-matrix' }),
    ).toBeVisible();
    expect(address.textContent).toBe('/movies/603-the-matrix');
  });
});
