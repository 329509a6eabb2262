/**
 * One "label  −  value  +" row of the subtitles panel (size, delay): two buttons with accessible
 * names and the current value, announced politely when it changes.
 */
import { type MouseEvent, type ReactNode, useId } from 'react';
import { Icon } from '~/components/ui/icon';

export interface StepButtonProps {
  /** accessible name, also shown as a tooltip */
  label: string;
  testId: string;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface SubtitleStepControlProps {
  /** the visible label of the row */
  label: string;
  /** the value as shown */
  value: string;
  valueTestId: string;
  decrease: StepButtonProps;
  increase: StepButtonProps;
  /** an optional line under the row */
  hint?: ReactNode;
}

function StepButton({ button, icon }: { button: StepButtonProps; icon: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={button.label}
      title={button.label}
      data-testid={button.testId}
      disabled={button.disabled}
      onClick={button.onClick}
      className="inline-flex size-10 touch-manipulation items-center justify-center rounded-full border border-current/25 hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {icon}
    </button>
  );
}

export function SubtitleStepControl(props: SubtitleStepControlProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="font-medium">
          {props.label}
        </span>
        <div className="flex items-center gap-2">
          <StepButton button={props.decrease} icon={<Icon name="minus" className="size-4" />} />
          <output
            data-testid={props.valueTestId}
            aria-live="polite"
            className="min-w-16 text-center tabular-nums"
          >
            {props.value}
          </output>
          <StepButton button={props.increase} icon={<Icon name="plus" className="size-4" />} />
        </div>
      </div>
      {props.hint === undefined ? null : <p className="m-0 text-xs opacity-70">{props.hint}</p>}
    </div>
  );
}
