/**
 * A page hero over a backdrop (a genre's top title, a random network title): fixed height so
 * nothing moves when the image arrives; the image is the page's LCP candidate and loads first.
 */
import type { ReactNode } from 'react';
import { Artwork } from '~/components/media/artwork';

interface BackdropHeroProps {
  backdropPath: string | null;
  /** the h1 */
  title: string;
  eyebrow?: string;
  description?: string;
  children?: ReactNode;
  testId?: string;
}

export function BackdropHero({
  backdropPath,
  title,
  eyebrow,
  description,
  children,
  testId,
}: BackdropHeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative -mx-4 flex min-h-64 flex-col justify-end overflow-hidden bg-surface-3 tablet:mx-0 tablet:min-h-80 tablet:rounded-2xl"
      data-testid={testId}
    >
      <div className="absolute inset-0">
        <Artwork
          path={backdropPath}
          kind="backdrop"
          alt=""
          sizes="(min-width: 1280px) 1248px, 100vw"
          priority
          keepAspect={false}
          className="h-full w-full"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/60 to-black/20"
      />
      <div className="relative p-5 tablet:p-8">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-widest text-white/80 uppercase">{eyebrow}</p>
        ) : null}
        <h1 id="hero-title" className="mt-1 text-3xl font-extrabold text-white tablet:text-5xl">
          {title}
        </h1>
        {description ? <p className="mt-2 max-w-2xl text-sm text-white/85">{description}</p> : null}
        {children ? <div className="mt-4">{children}</div> : null}
      </div>
    </section>
  );
}
