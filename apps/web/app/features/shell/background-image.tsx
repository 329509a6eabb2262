/**
 * The layout's background image: the deepest page whose loader returns `backgroundImage`
 * (an image URL of ours) sets it; without one, a quiet gradient.
 */
import { useMatches } from 'react-router';

function findBackgroundImage(matches: ReturnType<typeof useMatches>): string | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data: unknown = matches[i]?.loaderData;
    if (data && typeof data === 'object' && 'backgroundImage' in data) {
      const { backgroundImage } = data;
      if (typeof backgroundImage === 'string' && backgroundImage.startsWith('/'))
        return backgroundImage;
    }
  }
  return null;
}

export function BackgroundImage() {
  const image = findBackgroundImage(useMatches());
  return (
    <div
      aria-hidden="true"
      data-testid="background-image"
      className="pointer-events-none fixed inset-0 -z-10"
    >
      {image ? (
        <img
          src={image}
          alt=""
          className="size-full object-cover opacity-20 blur-2xl"
          decoding="async"
        />
      ) : null}
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-brand)_14%,transparent),transparent_60%)]" />
    </div>
  );
}
