import { describe, expect, it } from 'vitest';
import { buildMeta, canonicalUrl, previewImageUrl, shortenDescription } from './seo';

describe('shortenDescription', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(shortenDescription('  A  film\nabout   things. ')).toBe('A film about things.');
  });

  it('cuts long text at a word boundary within 160 characters and adds an ellipsis', () => {
    const long = 'word '.repeat(60);
    const short = shortenDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });
});

describe('buildMeta', () => {
  const origin = 'https://reelhouse.example';

  it('gives title, description, canonical link and OpenGraph/Twitter tags with the image', () => {
    const tags = buildMeta({
      title: 'The Matrix',
      description: 'A hacker learns the truth.',
      url: canonicalUrl(origin, '/movies/603-the-matrix'),
      image: previewImageUrl(origin, '/art/poster/movie-603.svg', 'poster'),
      type: 'video.movie',
    });
    expect(tags).toContainEqual({ title: 'The Matrix | Reelhouse' });
    expect(tags).toContainEqual({ name: 'description', content: 'A hacker learns the truth.' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://reelhouse.example/movies/603-the-matrix',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'video.movie' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content:
        'https://reelhouse.example/api/img?src=%2Fart%2Fposter%2Fmovie-603.svg&w=500&output=jpeg',
    });
  });

  it('falls back to a summary card and no image tags without an image', () => {
    const tags = buildMeta({
      title: 'Search',
      description: 'Find titles.',
      url: `${origin}/search`,
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
  });
});

describe('previewImageUrl', () => {
  it('is undefined without a path and 1280 px wide for backdrops', () => {
    expect(previewImageUrl('https://x', null, 'poster')).toBeUndefined();
    expect(previewImageUrl('https://x', '/b.jpg', 'backdrop')).toContain('w=1280');
  });
});
