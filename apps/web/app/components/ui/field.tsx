/**
 * Form fields with their label, an optional hint and an error beneath: TextField, PasswordField
 * (with a show/hide button) and SelectField. The error marks the control invalid and is read with
 * it; the hint is read too.
 */
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { Icon } from '~/components/ui/icon';

export type ControlSize = 'sm' | 'md';

const CONTROL_SIZES: Record<ControlSize, string> = {
  sm: 'h-9 rounded-md px-2 text-sm',
  md: 'h-11 rounded-lg px-3 text-base',
};

/** The look of every text input and select (without a width: the place decides it). */
export function controlClass(size: ControlSize = 'md'): string {
  return `${CONTROL_SIZES[size]} bg-surface-2 text-ink ring-1 ring-line hover:ring-brand focus:ring-2 focus:ring-brand focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 read-only:text-ink-muted`;
}

interface FieldFrameProps {
  label: string;
  /** shown beneath, in a muted colour */
  hint?: string | null;
  /** shown beneath in red; the control is then marked invalid */
  error?: string | null;
  /** a control inside the input's right edge */
  trailing?: ReactNode;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    isInvalid: boolean;
  }) => ReactNode;
}

/** The label, the control, and the hint and error beneath it, tied together by ids. */
function FieldFrame({ label, hint = null, error = null, trailing, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint === null ? null : hintId, error === null ? null : errorId].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        {children({ id, describedBy, isInvalid: error !== null })}
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {hint === null ? null : (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error === null ? null : (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
> {
  label: string;
  hint?: string | null;
  error?: string | null;
  /** a control inside the input's right edge */
  trailing?: ReactNode;
}

export function TextField({ label, hint, error, trailing, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} trailing={trailing}>
      {({ id, describedBy, isInvalid }) => (
        <input
          id={id}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass()} w-full ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** the show/hide button is disabled too (while a form is busy) */
  isToggleDisabled?: boolean;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ isToggleDisabled = false, ...props }: PasswordFieldProps) {
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={isShown}
          title={isShown ? 'Hide password' : 'Show password'}
          onClick={() => setIsShown((shown) => !shown)}
          disabled={isToggleDisabled}
          className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-3 hover:text-ink disabled:opacity-60"
        >
          {isShown ? (
            <Icon name="eye-off" className="size-5" />
          ) : (
            <Icon name="eye" className="size-5" />
          )}
        </button>
      }
    />
  );
}

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SelectFieldProps<Value extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'onChange' | 'value'
> {
  label: string;
  hint?: string | null;
  error?: string | null;
  value: Value;
  options: readonly SelectOption<Value>[];
  /** called with the chosen option's value (always one of `options`) */
  onValueChange: (value: Value) => void;
}

export function SelectField<Value extends string>({
  label,
  hint,
  error,
  value,
  options,
  onValueChange,
  ...select
}: SelectFieldProps<Value>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, isInvalid }) => (
        <select
          id={id}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onValueChange(chosen.value);
          }}
          className={`${controlClass()} w-full`}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
