/**
 * A catalogue image through `/api/img` with a responsive srcset. Its box is sized before the
 * image arrives (aspect ratio), so nothing shifts; below the fold it loads lazily; when the image
 * is missing or fails, a skeleton placeholder stays in its place (spec: "Image failure:
 * placeholder skeleton").
 */
import { useCallback, useState } from 'react';
import {
  BACKDROP_WIDTHS,
  LOGO_WIDTHS,
  POSTER_WIDTHS,
  PROFILE_WIDTHS,
  STILL_WIDTHS,
  imageSrcSet,
  imageUrl,
} from '~/lib/image';

export type ArtworkKind = 'poster' | 'backdrop' | 'still' | 'profile' | 'logo';

const WIDTHS: Record<ArtworkKind, readonly number[]> = {
  poster: POSTER_WIDTHS,
  backdrop: BACKDROP_WIDTHS,
  still: STILL_WIDTHS,
  profile: PROFILE_WIDTHS,
  logo: LOGO_WIDTHS,
};

/** width / height of each kind's box */
const ASPECT: Record<ArtworkKind, string> = {
  poster: 'aspect-[2/3]',
  backdrop: 'aspect-video',
  still: 'aspect-video',
  profile: 'aspect-[2/3]',
  logo: 'aspect-[5/2]',
};

interface ArtworkProps {
  /** the catalogue's image path; null shows the placeholder */
  path: string | null | undefined;
  kind: ArtworkKind;
  /** alternative text; '' for decorative images next to their title */
  alt: string;
  /** the `sizes` attribute: how wide the image shows at each viewport width */
  sizes: string;
  /** above the fold: load at once with high priority */
  priority?: boolean;
  /** classes of the sized box (width, rounding) */
  className?: string;
  /** set false when the parent already sizes the box (e.g. a full-bleed hero) */
  keepAspect?: boolean;
  /** logos keep their whole shape */
  fit?: 'cover' | 'contain';
}

export function Artwork({
  path,
  kind,
  alt,
  sizes,
  priority = false,
  className = '',
  keepAspect = true,
  fit = kind === 'logo' ? 'contain' : 'cover',
}: ArtworkProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const widths = WIDTHS[kind];
  // An error that happened before hydration fired no React handler; look at the element itself.
  const image = useCallback(
    (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth === 0 && element.currentSrc !== '' && path) {
        setFailedPath(path);
      }
    },
    [path],
  );

  const showImage = Boolean(path) && failedPath !== path;
  return (
    <div
      className={`relative overflow-hidden bg-surface-3 ${keepAspect ? ASPECT[kind] : ''} ${className}`}
      data-artwork={kind}
    >
      {showImage && path ? (
        <img
          ref={image}
          src={imageUrl(path, {
            width: widths[Math.min(2, widths.length - 1)] ?? 342,
            fit: fit === 'contain' ? 'inside' : 'cover',
          })}
          srcSet={imageSrcSet(path, widths, { fit: fit === 'contain' ? 'inside' : 'cover' })}
          sizes={sizes}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedPath(path)}
          className={`absolute inset-0 h-full w-full ${fit === 'contain' ? 'object-contain' : 'object-cover'}`}
        />
      ) : (
        <div
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          data-testid="artwork-placeholder"
          className="absolute inset-0 animate-pulse bg-surface-3 motion-reduce:animate-none"
        />
      )}
    </div>
  );
}
