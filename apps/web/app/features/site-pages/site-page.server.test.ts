import { describe, expect, it, vi } from 'vitest';
import type { ReelhouseLoadContext, SiteContentReader, SitePage } from '~/load-context';
import { loadSitePage, readAudience } from './site-page.server';

const FAQ: SitePage = { title: 'FAQ', description: 'Questions.', html: '<p>Answers</p>' };

function contextWith(content: Partial<SiteContentReader> | null): ReelhouseLoadContext {
  return {
    site: { chatUrl: undefined, messagingUrl: undefined },
    logger: { warn: vi.fn(), error: vi.fn() },
    catalogue: null,
    publicOrigin: 'https://reelhouse.example',
    jellyfinServers: [],
    availability: null,
    content: content as SiteContentReader | null,
  };
}

describe('loadSitePage', () => {
  it('answers the page and its canonical URL', () => {
    const answer = loadSitePage(contextWith({ page: () => FAQ }), 'faq', '/faq');
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({ page: FAQ, canonical: 'https://reelhouse.example/faq' });
  });

  it('answers 404 without a page when the content folder lacks it or the server has no content', () => {
    for (const context of [contextWith({ page: () => null }), contextWith(null)]) {
      const answer = loadSitePage(context, 'faq', '/faq');
      expect(answer.init?.status).toBe(404);
      expect(answer.data.page).toBeNull();
    }
  });
});

describe('readAudience', () => {
  const figures = { monthlyViews: 42, from: '2025-03-01', to: '2025-03-30' };

  it('answers the real figures', async () => {
    expect(await readAudience(contextWith({ audience: () => Promise.resolve(figures) }))).toEqual(
      figures,
    );
  });

  it('answers no figure when none were counted, the count is unreadable, or it failed', async () => {
    const zero = { ...figures, monthlyViews: 0 };
    const failing = contextWith({ audience: () => Promise.reject(new Error('database down')) });
    const warn = vi.fn();
    failing.logger = { warn, error: vi.fn() };
    expect(await readAudience(contextWith({ audience: () => Promise.resolve(zero) }))).toBeNull();
    expect(await readAudience(contextWith({ audience: () => Promise.resolve(null) }))).toBeNull();
    expect(await readAudience(contextWith(null))).toBeNull();
    expect(await readAudience(failing)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
