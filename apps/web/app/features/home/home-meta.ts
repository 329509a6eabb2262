/**
 * Page metadata of the three home pages (server side): title, description, canonical URL and the
 * first hero backdrop as the preview image.
 */
import type { MetaDescriptor } from 'react-router';
import { buildMeta, canonicalUrl, previewImageUrl } from '~/lib/seo';

export function buildHomeMeta(
  origin: string,
  pathname: string,
  page: { title: string; description: string; backdropPath: string | null | undefined },
): MetaDescriptor[] {
  return buildMeta({
    title: page.title,
    description: page.description,
    url: canonicalUrl(origin, pathname),
    image: previewImageUrl(origin, page.backdropPath, 'backdrop'),
  });
}
