/**
 * What spoiler-safe mode draws (decision 0032): a still blurred inside its box, the mark that lets
 * CSS blur pending text before hydration, and the button that reveals one episode. Which episode
 * is hidden is `useSpoilerGuard`'s to say; the texts that stand in for a hidden title are here.
 */
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import type { SpoilerVisibility } from './use-spoiler-guard';

/** Stands in for a hidden overview. */
export const SPOILER_HIDDEN_TEXT = 'Hidden to avoid spoilers.';

/** @returns what stands in for a hidden episode title: 'Episode 4' */
export function hiddenEpisodeTitle(episodeNumber: number): string {
  return `Episode ${String(episodeNumber)}`;
}

/** @returns 'season 2, episode 4', for the reveal button's and a blurred still's names */
export function describeEpisode(seasonNumber: number, episodeNumber: number): string {
  return `season ${String(seasonNumber)}, episode ${String(episodeNumber)}`;
}

/**
 * @returns the attribute marking an element that is hidden or pending (CSS blurs a pending one
 *   while <html> says the mode is on), nothing for one that shows
 */
export function spoilerMark(visibility: SpoilerVisibility): { 'data-spoiler'?: SpoilerVisibility } {
  return visibility === 'shown' ? {} : { 'data-spoiler': visibility };
}

interface SpoilerStillProps {
  visibility: SpoilerVisibility;
  /** the box's classes (rounding), so the blur stays inside it */
  className?: string;
  /** the still, whose alternative text must not spoil while hidden */
  children: ReactNode;
}

/** A still that blurs while its episode is hidden (or pending), without blurring past its box. */
export function SpoilerStill({ visibility, className = '', children }: SpoilerStillProps) {
  return (
    <div className={`overflow-hidden ${className}`}>
      <div
        {...spoilerMark(visibility)}
        className={visibility === 'hidden' ? 'scale-110 blur-xl' : undefined}
      >
        {children}
      </div>
    </div>
  );
}

interface RevealButtonProps {
  /** what it reveals, read after its label: 'season 2, episode 4' */
  subject: string;
  /** reveals, then moves focus on (the button goes away); gets the pressed button */
  onReveal: (button: HTMLButtonElement) => void;
  label?: string;
  className?: string;
}

/** 'Show', named for what it reveals ('Show season 2, episode 4'). */
export function RevealButton({ subject, onReveal, label = 'Show', className }: RevealButtonProps) {
  return (
    <Button
      variant="quiet"
      size="sm"
      onClick={(event) => onReveal(event.currentTarget)}
      className={className}
    >
      {label}
      <span className="sr-only"> {subject}</span>
    </Button>
  );
}
