/**
 * "Because you watched …" rows on home (core `buildBecauseRows`), each a row of poster cards
 * whose title says why. Client-only, below the catalogue rows, nothing while loading or empty.
 */
import { MediaRow } from '~/components/media/media-row';
import { useBecauseRows } from '~/lib/use-because-rows';

export function BecauseRows() {
  const rows = useBecauseRows();
  return (
    <div data-testid="because-rows">
      {rows.map((row) => (
        <MediaRow
          key={`${row.seed.mediaType}:${String(row.seed.id)}`}
          title={row.title}
          items={row.items}
          mediaType={row.seed.mediaType}
        />
      ))}
    </div>
  );
}
