/** The page hero: the carousel, or a skeleton of the same size while the page's data reloads. */
import { HeroCarousel, type HeroSlide } from '~/components/media/hero-carousel';
import { Skeleton } from '~/components/ui/skeleton';

interface HeroSectionProps {
  slides: readonly HeroSlide[];
  label: string;
  isRefreshing: boolean;
}

export function HeroSection({ slides, label, isRefreshing }: HeroSectionProps) {
  if (!isRefreshing) return <HeroCarousel slides={slides} label={label} className="mt-6" />;
  return (
    <div className="mt-6" data-testid="hero-skeleton">
      <Skeleton className="aspect-[4/5] rounded-xl tablet:aspect-video lg:aspect-[21/9]" />
      <div className="mt-3 h-10" />
    </div>
  );
}
