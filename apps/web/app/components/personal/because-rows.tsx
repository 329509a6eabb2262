/**
 * "Because you watched …" rows on home (core `buildBecauseRows`), each a row of poster cards
 * whose title says why. Client-only, below the catalogue rows, nothing while loading or empty.
 */
import { MediaRow } from '~/components/media/media-row';
import { toCardItem } from '~/components/media/card-item';
import { useBecauseRows } from '~/lib/use-because-rows';

export function BecauseRows() {
  const rows = useBecauseRows();
  return (
    <div data-testid="because-rows">
      {rows.map((row) => (
        <MediaRow
          key={`${row.seed.mediaType}:${String(row.seed.id)}`}
          title={row.title}
          items={row.items.map((item) => toCardItem(item, row.seed.mediaType))}
          mediaType={row.seed.mediaType}
        />
      ))}
    </div>
  );
}
