/**
 * The player's own short messages ('Failed to switch to 1080p', the picture-in-picture text,
 * the source picker's texts), shown inside the player so they stay visible in fullscreen.
 */
import { TOAST_DURATION_MS } from '@reelhouse/core/shell/toast';
import { useCallback, useEffect, useState } from 'react';

interface Message {
  text: string;
  /** a new id shows the same text again for the full time */
  id: number;
}

/** @returns the text shown now (null when none) and the function that shows one */
export function usePlayerMessage(): [string | null, (text: string) => void] {
  const [message, setMessage] = useState<Message | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string) => {
    setMessage((previous) => ({ text, id: (previous?.id ?? 0) + 1 }));
  }, []);
  return [message?.text ?? null, show];
}
