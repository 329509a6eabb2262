/**
 * The search box's animated placeholder (spec sections 2 and 9): the first text, then each popular
 * title in turn, changing every 5 s with a 300 ms fade. With reduced motion it keeps the first
 * text. Rotation starts after hydration, so the server's text and the first client render agree.
 */
import {
  SEARCH_PLACEHOLDER_FADE_MS,
  SEARCH_PLACEHOLDER_ROTATE_MS,
  getSearchPlaceholder,
} from '@reelhouse/core/screens/search';
import { useEffect, useState } from 'react';

export interface RotatingPlaceholder {
  text: string;
  /** false during the fade-out before the text changes */
  isVisible: boolean;
}

export function useRotatingPlaceholder(popularTitles: readonly string[]): RotatingPlaceholder {
  const [step, setStep] = useState(0);
  const [isVisible, setVisible] = useState(true);
  const hasTitles = popularTitles.length > 0;

  useEffect(() => {
    if (!hasTitles || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const rotation = setInterval(() => {
      setVisible(false);
      fadeTimer = setTimeout(() => {
        setStep((current) => current + 1);
        setVisible(true);
      }, SEARCH_PLACEHOLDER_FADE_MS);
    }, SEARCH_PLACEHOLDER_ROTATE_MS);
    return () => {
      clearInterval(rotation);
      clearTimeout(fadeTimer);
    };
  }, [hasTitles]);

  return { text: getSearchPlaceholder(step, popularTitles), isVisible };
}
