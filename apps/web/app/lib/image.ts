/**
 * URLs of catalogue images through our resizing endpoint (`/api/img`). Catalogue items carry
 * paths (TMDB's '/abc.jpg' or the embedded '/art/poster/movie-1.svg'); never a host.
 */

/** Widths we ask for; a small set keeps the server's cache and the CDN's hit ratio high. */
export const POSTER_WIDTHS = [92, 154, 185, 342, 500] as const;
export const BACKDROP_WIDTHS = [300, 780, 1280] as const;
export const STILL_WIDTHS = [185, 300, 500] as const;
export const PROFILE_WIDTHS = [92, 185] as const;
export const LOGO_WIDTHS = [185, 300, 500] as const;

export interface ImageOptions {
  width: number;
  height?: number;
  /** webp unless a consumer needs another (OpenGraph wants jpeg) */
  output?: 'webp' | 'jpeg' | 'png';
  fit?: 'cover' | 'contain' | 'inside';
  quality?: number;
  blur?: number;
}

/** `/api/img?src=…&w=…` for one size. */
export function imageUrl(path: string, options: ImageOptions): string {
  const params = new URLSearchParams({ src: path, w: String(options.width) });
  if (options.height !== undefined) params.set('h', String(options.height));
  if (options.output !== undefined && options.output !== 'webp')
    params.set('output', options.output);
  if (options.fit !== undefined && options.fit !== 'cover') params.set('fit', options.fit);
  if (options.quality !== undefined) params.set('q', String(options.quality));
  if (options.blur !== undefined) params.set('blur', String(options.blur));
  return `/api/img?${params.toString()}`;
}

/** A `srcset` listing each width as a `w` descriptor. */
export function imageSrcSet(
  path: string,
  widths: readonly number[],
  options: Omit<ImageOptions, 'width'> = {},
): string {
  return widths
    .map((width) => `${imageUrl(path, { ...options, width })} ${String(width)}w`)
    .join(', ');
}
