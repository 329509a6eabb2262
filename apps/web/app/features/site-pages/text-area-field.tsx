/** A multi-line text field with its label, a hint and an error beneath (as ui/field's TextField). */
import { useId, type TextareaHTMLAttributes } from 'react';
import { controlClass } from '~/components/ui/field';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className'
> {
  label: string;
  hint?: string | null;
  error?: string | null;
}

export function TextAreaField({ label, hint = null, error = null, ...area }: TextAreaFieldProps) {
  const id = useId();
  const describedBy =
    [hint === null ? null : `${id}-hint`, error === null ? null : `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={describedBy}
        // controlClass sets a single-line height; a text area grows from its rows instead.
        className={`${controlClass()} h-auto w-full py-2`}
        {...area}
      />
      {hint === null ? null : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error === null ? null : (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
