import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { WhereToWatch } from './where-to-watch';

const PATH = '/movies/5002-a-film';

const provider = (id: number, name: string, priority: number) => ({
  provider_id: id,
  provider_name: name,
  logo_path: null,
  display_priority: priority,
});

const PROVIDERS = {
  id: 5002,
  results: {
    US: {
      link: 'https://www.themoviedb.org/movie/5002/watch?locale=US',
      flatrate: [provider(8, 'Netflix', 1)],
      rent: [provider(2, 'Apple TV', 4)],
    },
    DE: {
      link: 'https://www.themoviedb.org/movie/5002/watch?locale=DE',
      buy: [provider(3, 'Google Play Movies', 6)],
    },
  },
};

function answerWith(response: () => Response) {
  const fetchMock = vi.fn((_url: string) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhereToWatch', () => {
  it("lists the region's services by Stream, Rent and Buy, links each to the offers, credits JustWatch, and changes region", async () => {
    const fetchMock = answerWith(() => Response.json(PROVIDERS));
    renderRoute(
      <WhereToWatch view={{ networks: [], providers: { mediaType: 'movie', id: 5002 } }} />,
      {
        path: PATH,
      },
    );
    const section = await screen.findByRole('region', { name: 'Where to watch' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/catalogue/movie/5002/watch/providers');
    const netflix = await within(section).findByRole('link', { name: 'Netflix' });
    expect(netflix).toHaveAttribute('href', PROVIDERS.results.US.link);
    expect(netflix).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getByText('Stream')).toBeInTheDocument();
    expect(within(section).getByText('Rent')).toBeInTheDocument();
    expect(within(section).queryByText('Buy')).not.toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Streaming data from JustWatch' }),
    ).toHaveAttribute('href', 'https://www.justwatch.com/');

    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Region' }), 'DE');
    expect(within(section).getByRole('link', { name: 'Google Play Movies' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Netflix' })).not.toBeInTheDocument();
  });

  it('says no service is known to carry a title TMDB lists nowhere', async () => {
    answerWith(() => Response.json({ id: 1, results: {} }));
    renderRoute(<WhereToWatch view={{ networks: [], providers: { mediaType: 'tv', id: 1 } }} />, {
      path: PATH,
    });
    expect(await screen.findByTestId('no-providers')).toHaveTextContent(
      'No streaming service is known to carry this title.',
    );
  });

  it('says the list could not be loaded when the server fails, rather than that none exists', async () => {
    answerWith(() => new Response('down', { status: 502 }));
    renderRoute(<WhereToWatch view={{ networks: [], providers: { mediaType: 'tv', id: 1 } }} />, {
      path: PATH,
    });
    expect(
      await screen.findByText('The list of services could not be loaded. Try again later.'),
    ).toBeInTheDocument();
  });

  it("names the series' network, linking it when the site has a page for it", () => {
    renderRoute(
      <WhereToWatch
        view={{
          networks: [
            { name: 'Hulu', path: '/networks/hulu' },
            { name: 'AMC', path: null },
          ],
          providers: null,
        }}
      />,
      { path: PATH },
    );
    const section = screen.getByRole('region', { name: 'Where to watch' });
    expect(section).toHaveTextContent('Networks: Hulu, AMC');
    expect(within(section).getByRole('link', { name: 'Hulu' })).toHaveAttribute(
      'href',
      '/networks/hulu',
    );
    expect(within(section).queryByRole('link', { name: 'AMC' })).not.toBeInTheDocument();
  });
});
