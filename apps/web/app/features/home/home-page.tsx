/**
 * Home (/), spec section 2: title, hero of today's trending titles, category grid (TV shows
 * first), the five catalogue rows, Continue Watching, network picker and notice boxes. When the
 * popular list is empty the catalogue is unreachable: 'Something went wrong.' with Retry.
 */
import { HOME_CATEGORY_DEFAULT_TYPE, HOME_TITLE } from '@reelhouse/core/screens/home';
import { HOME_LOAD_ERROR_DETAIL } from '@reelhouse/core/screens/home-sections';
import { memo } from 'react';
import { HydrateWhenNear } from '~/components/ui/hydrate-when-near';
import { LoadError } from '~/components/ui/load-error';
import { CatalogueRow } from './catalogue-row';
import { CategoryPicker } from './category-picker';
import { ContinueWatchingSlot } from './continue-watching-slot';
import { BecauseRowsSlot, NewEpisodesSlot } from './personal-rows-slot';
import { HeroSection } from './hero-section';
import type { HomeData } from './home-data';
import { NetworkPicker } from './network-picker';
import { NoticeBoxes } from './notice-boxes';

interface HomePageProps {
  data: HomeData;
  /** true while Retry reloads the page's data: sections show their skeletons */
  isRefreshing: boolean;
  onRetry: () => void;
}

/**
 * Memoised: a render of the route above (its revalidator's state) must not reach rows still
 * waiting to hydrate; React could no longer hydrate them and would render them afresh.
 */
export const HomePage = memo(function HomePage({ data, isRefreshing, onRetry }: HomePageProps) {
  const popular = data.rows[0];
  const hasFailed = !isRefreshing && (popular?.items ?? []).length === 0;
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight tablet:text-4xl">{HOME_TITLE}</h1>
      {hasFailed ? (
        <div className="mt-6" data-testid="home-load-error">
          <LoadError onRetry={onRetry} detail={HOME_LOAD_ERROR_DETAIL} />
        </div>
      ) : (
        <HeroSection slides={data.hero} label="Trending today" isRefreshing={isRefreshing} />
      )}
      {hasFailed || data.freeToWatch === null ? null : (
        <HydrateWhenNear>
          <CatalogueRow row={data.freeToWatch} isRefreshing={isRefreshing} onRetry={onRetry} />
        </HydrateWhenNear>
      )}
      <HydrateWhenNear>
        <CategoryPicker defaultType={HOME_CATEGORY_DEFAULT_TYPE} layout="grid" />
      </HydrateWhenNear>
      {hasFailed
        ? null
        : data.rows.map((row) => (
            <HydrateWhenNear key={row.id}>
              <CatalogueRow row={row} isRefreshing={isRefreshing} onRetry={onRetry} />
            </HydrateWhenNear>
          ))}
      <NewEpisodesSlot />
      <ContinueWatchingSlot />
      <BecauseRowsSlot />
      <HydrateWhenNear>
        <NetworkPicker />
        <NoticeBoxes />
      </HydrateWhenNear>
    </>
  );
});
