/**
 * Movies home (/movies) and Series home (/series), spec section 2: title, category row (the
 * page's type first), hero of the week's trending titles, rows Featured, Trending (day), Popular
 * and Upcoming (series: on the air); on /series, the New episodes of followed series below them.
 */
import { CatalogueRow } from './catalogue-row';
import { CategoryPicker } from './category-picker';
import { HeroSection } from './hero-section';
import { MEDIA_HOME_TITLES, type MediaHomeData } from './home-data';
import { NewEpisodesSlot } from './personal-rows-slot';

interface MediaHomePageProps {
  data: MediaHomeData;
  isRefreshing: boolean;
  onRetry: () => void;
}

export function MediaHomePage({ data, isRefreshing, onRetry }: MediaHomePageProps) {
  const title = MEDIA_HOME_TITLES[data.mediaType];
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight tablet:text-4xl">{title}</h1>
      <CategoryPicker defaultType={data.mediaType} layout="row" />
      <HeroSection
        slides={data.hero}
        label={`Trending ${data.mediaType === 'movie' ? 'movies' : 'series'} this week`}
        isRefreshing={isRefreshing}
      />
      {data.freeToWatch === null ? null : (
        <CatalogueRow row={data.freeToWatch} isRefreshing={isRefreshing} onRetry={onRetry} />
      )}
      {data.rows.map((row) => (
        <CatalogueRow key={row.id} row={row} isRefreshing={isRefreshing} onRetry={onRetry} />
      ))}
      {/* Below the rows: it appears after hydration, so it shifts nothing on screen at load. */}
      {data.mediaType === 'tv' ? <NewEpisodesSlot /> : null}
    </>
  );
}
