/** The player's round icon button: 44 px touch target, an accessible name, a tooltip. */
import type { ComponentProps } from 'react';

export interface ControlButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** accessible name and tooltip */
  label: string;
}

const controlButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:bg-white/15 disabled:opacity-40 aria-expanded:bg-white/15';

/** Give it an icon (aria-hidden) as its child. */
export function ControlButton({ label, className, ...props }: ControlButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`${controlButtonClass} ${className ?? ''}`}
      {...props}
    />
  );
}
