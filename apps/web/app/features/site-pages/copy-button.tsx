/**
 * The donate page's copy button: 'Copied' for 2 s (spec section 2, core COPY_CONFIRMATION_MS),
 * announced to screen readers; when the browser refuses, it says so and the caller selects the
 * text for copying by hand.
 */
import { COPY_CONFIRMATION_MS } from '@reelhouse/core/stats/donations';
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { copyText } from './copy-text';
import { Icon } from '~/components/ui/icon';

interface CopyButtonProps {
  text: string;
  /** what is copied, for screen readers: 'bitcoin address' */
  what: string;
  /** called when the text could not be copied */
  onFailure?: () => void;
}

type CopyState = { status: 'idle' } | { status: 'copied'; copy: number } | { status: 'failed' };

export function CopyButton({ text, what, onFailure }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>({ status: 'idle' });
  const copy = state.status === 'copied' ? state.copy : 0;

  // Each copy starts a new 2 s confirmation, even when the previous one still shows.
  useEffect(() => {
    if (copy === 0) return undefined;
    const timer = window.setTimeout(() => setState({ status: 'idle' }), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const onClick = async () => {
    if (await copyText(text)) {
      setState((previous) => ({
        status: 'copied',
        copy: previous.status === 'copied' ? previous.copy + 1 : 1,
      }));
      return;
    }
    setState({ status: 'failed' });
    onFailure?.();
  };

  const isCopied = state.status === 'copied';
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        data-testid="copy-button"
        onClick={() => void onClick()}
        className={buttonClass({ variant: 'quiet', size: 'sm' })}
      >
        {isCopied ? (
          <Icon name="check" className="size-4 text-green-700 dark:text-green-400" />
        ) : (
          <Icon name="copy" className="size-4" />
        )}
        {isCopied ? 'Copied' : 'Copy'}
        <span className="sr-only"> {what}</span>
      </button>
      {state.status === 'failed' ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          Copying did not work here: the address is selected, copy it by hand.
        </p>
      ) : null}
      {/* Present from the start, so that screen readers announce the change. */}
      <span role="status" className="sr-only">
        {isCopied ? `The ${what} was copied to the clipboard.` : ''}
      </span>
    </div>
  );
}
