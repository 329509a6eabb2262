/** /networks: a preview row of each network's top titles, each with 'View all'. */
import type { CardItem } from '@reelhouse/core/media/card-item';
import { href } from 'react-router';
import { MediaRow } from '~/components/media/media-row';
import { ViewAllLink } from './category-highlights';

export interface NetworkPreview {
  slug: string;
  name: string;
  items: CardItem[];
}

export function NetworkPreviews({ previews }: { previews: readonly NetworkPreview[] }) {
  return (
    <div data-testid="network-previews">
      {previews.map((preview) => (
        <MediaRow
          key={preview.slug}
          title={preview.name}
          items={preview.items}
          action={
            <ViewAllLink
              to={href('/networks/:network', { network: preview.slug })}
              name={preview.name}
            />
          }
        />
      ))}
    </div>
  );
}
