/**
 * One ad: labelled "Ad", its creative (served by this site, its size reserved when known) linking
 * to the advertiser with rel="sponsored" (in a new tab when it leaves the site), and a close button.
 */
import type { ServedAd } from '~/load-context';
import { Icon } from '~/components/ui/icon';

/** Whether the link leaves the site (an absolute address); root-relative paths stay here. */
function isExternal(link: string): boolean {
  return !link.startsWith('/');
}

/** What the creative says to someone who cannot see it: who the ad is for. */
function describeAd(link: string): string {
  if (!isExternal(link)) return 'Ad: a page of this site';
  try {
    return `Ad: ${new URL(link).hostname}`;
  } catch {
    return 'Ad';
  }
}

interface AdCardProps {
  ad: ServedAd;
  onClose: () => void;
}

export function AdCard({ ad, onClose }: AdCardProps) {
  const external = isExternal(ad.link);
  return (
    <div
      data-testid="ad"
      data-ad-id={ad.id}
      className="flex h-full flex-col rounded-lg border border-line bg-surface-2 p-2"
    >
      <div className="mb-1 flex items-center justify-between">
        <span className="rounded bg-surface-3 px-1.5 py-0.5 text-xs font-semibold text-ink-muted">
          Ad
        </span>
        <button
          type="button"
          aria-label="Close ad"
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-surface-3 hover:text-ink"
        >
          <Icon name="x" className="size-4" />
        </button>
      </div>
      <a
        href={ad.link}
        rel="sponsored noopener noreferrer"
        {...(external ? { target: '_blank' } : {})}
        className="flex flex-1 items-center justify-center rounded-md"
      >
        <img
          src={ad.imageSrc}
          alt={describeAd(ad.link)}
          width={ad.width}
          height={ad.height}
          loading="lazy"
          decoding="async"
          className="h-auto max-w-full rounded-md"
        />
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    </div>
  );
}
