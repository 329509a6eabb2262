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

/**
 * A query value as `URLSearchParams` writes it (application/x-www-form-urlencoded: a space is
 * '+', and `!'()~` are escaped too), without building a `URLSearchParams`: pages compute
 * hundreds of these while they hydrate.
 */
function formEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()~]|%20/g, (match) =>
    match === '%20' ? '+' : `%${match.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The query after `src=…&w=…`, in a fixed order. */
function optionsQuery(options: Omit<ImageOptions, 'width'>): string {
  let query = '';
  if (options.height !== undefined) query += `&h=${String(options.height)}`;
  if (options.output !== undefined && options.output !== 'webp')
    query += `&output=${options.output}`;
  if (options.fit !== undefined && options.fit !== 'cover') query += `&fit=${options.fit}`;
  if (options.quality !== undefined) query += `&q=${String(options.quality)}`;
  if (options.blur !== undefined) query += `&blur=${String(options.blur)}`;
  return query;
}

/** `/api/img?src=…&w=…` for one size. */
export function imageUrl(path: string, options: ImageOptions): string {
  return `/api/img?src=${formEncode(path)}&w=${String(options.width)}${optionsQuery(options)}`;
}

/** A `srcset` listing each width as a `w` descriptor. */
export function imageSrcSet(
  path: string,
  widths: readonly number[],
  options: Omit<ImageOptions, 'width'> = {},
): string {
  const source = `/api/img?src=${formEncode(path)}&w=`;
  const rest = optionsQuery(options);
  return widths.map((width) => `${source}${String(width)}${rest} ${String(width)}w`).join(', ');
}
