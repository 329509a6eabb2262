import { toLocalDateString } from '@reelhouse/core/site-content/time-window';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import type { ServedAd } from '~/load-context';
import { AdSlots } from './ad-slots';
import { renderHouseAdHtml } from './announcements-html.server';
import { describeMonthlyViews } from './house-ad';

const DAY_MS = 86_400_000;

function localDay(offsetDays = 0): string {
  const at = Date.now() + offsetDays * DAY_MS;
  return toLocalDateString(at, new Date(at).getTimezoneOffset());
}

function ad(id: string, fields: Partial<ServedAd> = {}): ServedAd {
  return {
    id,
    link: `https://${id}.example.com/offer`,
    gifUrl: `/ad-media/${id}.gif`,
    imageSrc: `/ad-media/${id}.gif`,
    width: 600,
    height: 150,
    priority: 1,
    ...fields,
  };
}

function renderSlots(ads: ServedAd[], monthlyViews: number | null = null) {
  return renderRoute(
    <AdSlots
      ads={ads}
      monthlyViews={monthlyViews}
      houseAdHtml={ads.length === 0 ? renderHouseAdHtml(monthlyViews) : ''}
    />,
  );
}

function shownAdIds(): string[] {
  return screen.queryAllByTestId('ad').map((element) => element.dataset.adId ?? '');
}

beforeAll(async () => {
  // The ads' code loads on demand; loading it once up front keeps the tests' waits short.
  await import('./ad-picks');
});

describe('the home ad slots', () => {
  it('fills the two slots with two different ads, each labelled "Ad", its creative linking to the advertiser', async () => {
    renderSlots([ad('alpha'), ad('beta')]);
    const region = await screen.findByRole('region', { name: 'Ads' });
    await waitFor(() => {
      expect(shownAdIds()).toHaveLength(2);
    });
    expect(new Set(shownAdIds())).toEqual(new Set(['alpha', 'beta']));
    expect(within(region).getAllByText('Ad', { exact: true })).toHaveLength(2);
    const link = within(region).getByRole('link', { name: /alpha\.example\.com/ });
    expect(link).toHaveAttribute('href', 'https://alpha.example.com/offer');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    const image = within(link).getByRole('img');
    expect(image).toHaveAttribute('src', '/ad-media/alpha.gif');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '150');
    expect(screen.queryByTestId('house-ad')).not.toBeInTheDocument();
  });

  it('opens a link to a page of this site in the same tab', async () => {
    renderSlots([ad('local', { link: '/partners' }), ad('other')]);
    const link = await screen.findByRole('link', { name: 'Ad: a page of this site' });
    expect(link).toHaveAttribute('href', '/partners');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
  });

  it('picks among three ads without repeating one', async () => {
    renderSlots([ad('a'), ad('b'), ad('c')]);
    await waitFor(() => {
      expect(shownAdIds()).toHaveLength(2);
    });
    const [first, second] = shownAdIds();
    expect(first).not.toBe(second);
  });

  it('shows only ads inside their date window; an unfilled slot shows the house ad', async () => {
    renderSlots(
      [
        ad('ended', { endDate: localDay(-1) }),
        ad('later', { startDate: localDay(1) }),
        ad('running', { startDate: localDay(0), endDate: localDay(0) }),
      ],
      5000,
    );
    await waitFor(() => {
      expect(shownAdIds()).toEqual(['running']);
    });
    expect(screen.getByTestId('house-ad')).toBeVisible();
  });

  it('hides a closed ad for the rest of the local day, recorded in dismissedAds', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSlots([ad('alpha'), ad('beta')]);
    await waitFor(() => {
      expect(shownAdIds()).toHaveLength(2);
    });
    const alpha = screen.getAllByTestId('ad').find((element) => element.dataset.adId === 'alpha');
    if (!alpha) throw new Error('alpha is not shown');
    await user.click(within(alpha).getByRole('button', { name: 'Close ad' }));
    expect(shownAdIds()).toEqual(['beta']);
    // The closed slot stays empty rather than offering something else in its place.
    expect(screen.queryByTestId('house-ad')).not.toBeInTheDocument();
    expect(JSON.parse(readStoredString('dismissedAds') ?? '{}')).toEqual({
      alpha: localDay(0),
    });
    unmount();

    // The next page view on the same day: alpha stays away, the house ad fills its slot.
    renderSlots([ad('alpha'), ad('beta')]);
    await waitFor(() => {
      expect(shownAdIds()).toEqual(['beta']);
    });
    expect(screen.getByTestId('house-ad')).toBeVisible();
  });

  it('shows an ad again on the day after it was closed', async () => {
    writeStoredString('dismissedAds', JSON.stringify({ alpha: localDay(-1) }));
    renderSlots([ad('alpha')]);
    await waitFor(() => {
      expect(shownAdIds()).toEqual(['alpha']);
    });
  });

  it('shows one house ad, no second, when no ad is configured, with the real monthly views', () => {
    renderSlots([], 12_345);
    const houseAds = screen.getAllByTestId('house-ad');
    expect(houseAds).toHaveLength(1);
    const houseAd = houseAds[0]!;
    expect(within(houseAd).getByRole('heading', { name: 'Advertise on Reelhouse' })).toBeVisible();
    expect(within(houseAd).getByText('12,345 page views in the last 30 days')).toBeVisible();
    expect(within(houseAd).getByRole('link', { name: 'Advertise with us' })).toHaveAttribute(
      'href',
      '/advertise',
    );
    expect(within(houseAd).getByRole('link', { name: 'Why We Now Have Ads' })).toHaveAttribute(
      'href',
      '/ads',
    );
  });

  it('states no audience figure when the views are unknown or none', () => {
    const { unmount } = renderSlots([], null);
    expect(screen.getByTestId('house-ad')).not.toHaveTextContent(/\d/);
    unmount();
    renderSlots([], 0);
    expect(screen.getByTestId('house-ad')).not.toHaveTextContent(/\d/);
  });

  it('shows the house ad when every ad was closed today', async () => {
    writeStoredString('dismissedAds', JSON.stringify({ alpha: localDay(0) }));
    renderSlots([ad('alpha')], 42);
    expect(await screen.findByTestId('house-ad')).toHaveTextContent(
      '42 page views in the last 30 days',
    );
    expect(shownAdIds()).toEqual([]);
  });
});

describe('describeMonthlyViews', () => {
  it('writes the count in full with thousands separators, singular for one', () => {
    expect(describeMonthlyViews(1_234_567)).toBe('1,234,567 page views in the last 30 days');
    expect(describeMonthlyViews(1)).toBe('1 page view in the last 30 days');
  });

  it('gives nothing for an unknown, zero or impossible figure', () => {
    expect(describeMonthlyViews(null)).toBeNull();
    expect(describeMonthlyViews(0)).toBeNull();
    expect(describeMonthlyViews(-5)).toBeNull();
    expect(describeMonthlyViews(Number.NaN)).toBeNull();
  });
});
