/**
 * A row of colour choices with radio semantics (arrow keys move, the name is visible under each
 * swatch): the subtitle text colour and the background behind it.
 */
import { type ReactNode, useId } from 'react';

export interface SubtitleSwatchesProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
  /** on each choice's label, with `data-value` = the colour */
  testId: string;
  /** what the swatch shows for a choice */
  renderSwatch: (value: T) => ReactNode;
}

export function SubtitleSwatches<T extends string>(props: SubtitleSwatchesProps<T>) {
  const name = useId();
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
      <legend className="mb-2 p-0 font-medium">{props.legend}</legend>
      <div className="grid grid-cols-5 gap-1">
        {props.options.map((option) => (
          <label
            key={option}
            data-testid={props.testId}
            data-value={option}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-md p-1 text-center text-[11px] leading-tight hover:bg-current/10"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full border border-current/30 peer-checked:ring-2 peer-checked:ring-current peer-checked:ring-offset-2 peer-checked:ring-offset-transparent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
            >
              {props.renderSwatch(option)}
            </span>
            <span>{props.labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
