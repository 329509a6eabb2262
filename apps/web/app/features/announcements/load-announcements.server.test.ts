import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { describe, expect, it, vi } from 'vitest';
import type { ReelhouseLoadContext, ServedAd, SiteContentReader } from '~/load-context';
import { loadHomeAnnouncements, selectInfoBoxCandidates } from './load-announcements.server';

const NOW = Date.parse('2025-06-15T12:00:00Z');

function box(id: string, fields: Partial<InfoBox> = {}): InfoBox {
  return { id, title: id, type: 'info', dismissible: true, ...fields };
}

const AD: ServedAd = {
  id: 'ad-1',
  link: 'https://example.com',
  gifUrl: '/ad-media/a.gif',
  imageSrc: '/ad-media/a.gif',
  priority: 1,
};

function contextWith(content: Partial<SiteContentReader> | null) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const context = {
    site: { chatUrl: undefined, messagingUrl: undefined },
    logger,
    catalogue: null,
    publicOrigin: 'http://localhost',
    jellyfinServers: [],
    availability: null,
    content:
      content === null
        ? null
        : ({
            infoBoxes: () => [],
            ads: () => [],
            audience: () => Promise.resolve(null),
            ...content,
          } as SiteContentReader),
  } satisfies ReelhouseLoadContext;
  return { context, logger };
}

describe('selectInfoBoxCandidates', () => {
  it('keeps the boxes not yet expired, in file order', () => {
    const boxes = [
      box('expired', { expiresAt: '2025-06-15T11:59:59Z' }),
      box('a', { expiresAt: '2025-06-15T12:00:01Z' }),
      box('b'),
    ];
    expect(selectInfoBoxCandidates(boxes, NOW).map((candidate) => candidate.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('stops after the first box that is not dismissible, since it always shows', () => {
    const boxes = [box('a'), box('fixed', { dismissible: false }), box('never')];
    expect(selectInfoBoxCandidates(boxes, NOW).map((candidate) => candidate.id)).toEqual([
      'a',
      'fixed',
    ]);
  });
});

describe('loadHomeAnnouncements', () => {
  it('hands over the candidate boxes, every ad and the real monthly views', async () => {
    const { context } = contextWith({
      infoBoxes: () => [box('old', { expiresAt: '2025-01-01' }), box('now')],
      ads: () => [AD],
      audience: () => Promise.resolve({ monthlyViews: 2048, from: '2025-05-17', to: '2025-06-15' }),
    });
    const announcements = await loadHomeAnnouncements(context, NOW);
    expect(announcements.infoBoxes.map((candidate) => candidate.id)).toEqual(['now']);
    expect(announcements.ads).toEqual([AD]);
    expect(announcements.monthlyViews).toBe(2048);
  });

  it('gives no figure when nothing was counted or the counts cannot be read', async () => {
    const counted = contextWith({
      audience: () => Promise.resolve({ monthlyViews: 0, from: '2025-05-17', to: '2025-06-15' }),
    });
    expect((await loadHomeAnnouncements(counted.context, NOW)).monthlyViews).toBeNull();
    const unreadable = contextWith({ audience: () => Promise.resolve(null) });
    expect((await loadHomeAnnouncements(unreadable.context, NOW)).monthlyViews).toBeNull();
  });

  it('logs a failing audience read and shows the page without a figure', async () => {
    const { context, logger } = contextWith({
      ads: () => [AD],
      audience: () => Promise.reject(new Error('database down')),
    });
    const announcements = await loadHomeAnnouncements(context, NOW);
    expect(announcements.monthlyViews).toBeNull();
    expect(announcements.ads).toEqual([AD]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('announces nothing but the house ad on a server without a content folder', async () => {
    const { context } = contextWith(null);
    const announcements = await loadHomeAnnouncements(context, NOW);
    expect(announcements).toMatchObject({
      infoBoxes: [],
      infoBoxHtml: '',
      ads: [],
      monthlyViews: null,
    });
    expect(announcements.houseAdHtml).toContain('Advertise on Reelhouse');
  });

  it('sends the boxes as markup, the first shown and the others hidden', async () => {
    const { context } = contextWith({ infoBoxes: () => [box('first'), box('second')] });
    const { infoBoxHtml } = await loadHomeAnnouncements(context, NOW);
    expect(infoBoxHtml).toMatch(
      /^<div data-info-box-id="first" data-dismissible="true">.*<div data-info-box-id="second" data-dismissible="true" hidden="">/,
    );
  });

  it('sends the house ad only when no ad is configured, with the real figure', async () => {
    const none = contextWith({
      audience: () => Promise.resolve({ monthlyViews: 2048, from: '2025-05-17', to: '2025-06-15' }),
    });
    expect((await loadHomeAnnouncements(none.context, NOW)).houseAdHtml).toContain(
      '2,048 page views in the last 30 days',
    );
    const some = contextWith({ ads: () => [AD] });
    expect((await loadHomeAnnouncements(some.context, NOW)).houseAdHtml).toBe('');
  });
});
