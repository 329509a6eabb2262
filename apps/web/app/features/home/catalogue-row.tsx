/**
 * One loader-fed row: cards, skeletons while the page's data reloads, 'Something went wrong.'
 * with Retry when its list failed, or a short empty text when the list loaded but is empty.
 */
import { getEmptyRowText } from '@reelhouse/core/screens/home-sections';
import { useId } from 'react';
import { MediaRow } from '~/components/media/media-row';
import type { RowData } from './home-data';

interface CatalogueRowProps {
  row: RowData;
  isRefreshing: boolean;
  onRetry: () => void;
}

export function CatalogueRow({ row, isRefreshing, onRetry }: CatalogueRowProps) {
  const headingId = useId();
  const mediaType = row.mediaType === 'all' ? {} : { mediaType: row.mediaType };
  if (isRefreshing) return <MediaRow title={row.title} items={undefined} {...mediaType} />;
  if (row.items === null) {
    return <MediaRow title={row.title} items={[]} onRetry={onRetry} {...mediaType} />;
  }
  if (row.items.length === 0) {
    return (
      <section aria-labelledby={headingId} className="mt-8" data-testid="media-row">
        <h2 id={headingId} className="mb-3 text-lg font-bold tablet:text-xl">
          {row.title}
        </h2>
        <p className="rounded-lg border border-line bg-surface-2 p-4 text-sm text-ink-muted">
          {getEmptyRowText(row.mediaType)}
        </p>
      </section>
    );
  }
  return <MediaRow title={row.title} items={row.items} {...mediaType} />;
}
