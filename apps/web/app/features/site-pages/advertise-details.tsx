/**
 * /advertise beyond the operator's text: the site's real audience (scope.md point 5: our own page
 * view counts, or no figure at all) and the ad specs (spec section 5) read from core's constants,
 * so the page cannot drift from what the site accepts.
 */
import {
  AD_FORMATS,
  AD_MAX_GIF_BYTES,
  AD_MAX_STATIC_BYTES,
  AD_MIN_CAMPAIGN_DAYS,
  type AdFormat,
} from '@reelhouse/core/site-content/ad-specs';
import { useId } from 'react';
import type { AudienceFigures } from '~/load-context';
import { formatDayRange } from './format-date';

const COUNT_FORMAT = new Intl.NumberFormat('en-US');
const BYTES_PER_MB = 1024 * 1024;

const FORMAT_NAMES: Record<AdFormat, string> = {
  gif: 'animated GIF',
  jpg: 'JPG',
  png: 'PNG',
  text: 'text',
};

/** 'a, b or c', as the spec writes its lists */
function listInWords(words: readonly string[]): string {
  const last = words.at(-1) ?? '';
  return words.length < 2 ? last : `${words.slice(0, -1).join(', ')} or ${last}`;
}

function megabytes(bytes: number): string {
  return `${COUNT_FORMAT.format(bytes / BYTES_PER_MB)} MB`;
}

/** The real page views of the last 30 days; nothing at all when there is no figure to show. */
export function AudienceFigure({ audience }: { audience: AudienceFigures | null }) {
  if (audience === null || audience.monthlyViews <= 0) return null;
  return (
    <p data-testid="audience-figure" className="mt-6 rounded-lg bg-surface-2 p-4 ring-1 ring-line">
      <strong className="text-2xl font-bold">{COUNT_FORMAT.format(audience.monthlyViews)}</strong>{' '}
      page views in the last 30 days{' '}
      <span className="text-sm text-ink-muted">
        ({formatDayRange(audience.from, audience.to)}, counted by this site)
      </span>
    </p>
  );
}

export function AdSpecs() {
  const headingId = useId();
  const formats = listInWords(AD_FORMATS.map((format) => FORMAT_NAMES[format]));
  const rows: readonly [string, string][] = [
    ['Formats', formats.charAt(0).toUpperCase() + formats.slice(1)],
    ['Largest animated GIF', megabytes(AD_MAX_GIF_BYTES)],
    ['Largest JPG or PNG', megabytes(AD_MAX_STATIC_BYTES)],
    ['Shortest campaign', `${String(AD_MIN_CAMPAIGN_DAYS)} days`],
    ['Review', 'Every ad is reviewed before it runs'],
    ['Not accepted', 'Explicit content, scams or malware'],
  ];
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Ad specs at a glance
      </h2>
      <dl data-testid="ad-specs" className="mt-4 divide-y divide-line rounded-lg ring-1 ring-line">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 p-3 tablet:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{term}</dt>
            <dd className="text-ink-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
