/** A labelled input with its message beneath, shared by the login, sign-up and profile forms. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const fieldClass =
  'h-11 w-full rounded-lg bg-surface-2 px-3 text-base ring-1 ring-line focus:ring-2 focus:ring-brand focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 read-only:text-ink-muted';

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 font-semibold text-on-brand hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-surface-3 px-5 font-semibold ring-1 ring-line hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** shown in red beneath the input, which is then marked invalid */
  error?: string | null;
  /** a control inside the input's right edge (the password's show/hide button) */
  trailing?: ReactNode;
}

export function TextField({ label, error = null, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : errorId}
          className={`${fieldClass} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {error === null ? null : (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
