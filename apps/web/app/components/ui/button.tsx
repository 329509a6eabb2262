/**
 * The site's buttons: brand (the one main action of a place), quiet (everything else) and danger
 * (what cannot be undone), in three sizes. `buttonClass` gives the same look to a link.
 */
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'brand' | 'quiet' | 'danger';
/** sm, md and lg grow with their label; icon is a 36 px square for one icon. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  brand: 'bg-brand text-on-brand hover:bg-brand-strong',
  quiet: 'bg-surface-2 text-ink ring-1 ring-line hover:bg-surface-3',
  danger:
    'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-black dark:hover:bg-red-300',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 rounded-md px-3 text-sm',
  md: 'min-h-11 rounded-lg px-5',
  lg: 'min-h-12 rounded-lg px-6 text-lg',
  icon: 'size-9 rounded-md',
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** more classes (layout: width, margins) */
  className?: string;
}

/** The classes of a button of this look, for a `<button>` or a link. */
export function buttonClass({
  variant = 'brand',
  size = 'md',
  className,
}: ButtonLook = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');
}

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonLook {
  ref?: React.Ref<HTMLButtonElement>;
}

/** A `<button>` (type "button" unless told otherwise) of the site's look. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
