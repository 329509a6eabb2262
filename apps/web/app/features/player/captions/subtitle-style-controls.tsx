/**
 * The styling half of the subtitles panel: size, text colour, background, delay, reset.
 *
 * Delay clicks apply at once, 0.2 s each. A double-click (the browser's click count reaching 2)
 * beyond ±5 s moves the delay by exactly 1 s from where it stood before the double-click: the
 * first click's 0.2 s is replaced, never added (core `applySubtitleDelayClick`). Key presses are
 * single steps.
 */
import {
  applySubtitleDelayClick,
  type SubtitleDelayClickMemory,
} from '@reelhouse/core/subtitles/delay-clicks';
import {
  SUBTITLE_BACKGROUND_COLORS,
  SUBTITLE_FONT_SCALE_MAX,
  SUBTITLE_FONT_SCALE_MIN,
  SUBTITLE_TEXT_COLORS,
  stepFontSizeScale,
} from '@reelhouse/core/subtitles/settings';
import {
  formatFontSizeScale,
  formatSubtitleDelay,
  isDefaultSubtitleStyle,
  resetSubtitleStyle,
  SUBTITLE_BACKGROUND_LABELS,
  SUBTITLE_TEXT_COLOR_LABELS,
} from '@reelhouse/core/subtitles/settings-display';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { type MouseEvent, useRef } from 'react';
import { SubtitleStepControl } from './subtitle-step-control';
import { SubtitleSwatches } from './subtitle-swatches';
import { Icon } from '~/components/ui/icon';

export interface SubtitleStyleControlsProps {
  settings: SubtitleSettings;
  onSettingsChange: (next: SubtitleSettings) => void;
}

export function SubtitleStyleControls({ settings, onSettingsChange }: SubtitleStyleControlsProps) {
  const delayMemory = useRef<SubtitleDelayClickMemory | null>(null);
  const change = (patch: Partial<SubtitleSettings>) => onSettingsChange({ ...settings, ...patch });

  const stepSize = (direction: 1 | -1) =>
    change({ fontSizeScale: stepFontSizeScale(settings.fontSizeScale, direction) });

  const stepDelay = (direction: 1 | -1, event: MouseEvent<HTMLButtonElement>) => {
    const outcome = applySubtitleDelayClick(
      settings.delay,
      { direction, clickCount: event.detail },
      delayMemory.current,
    );
    delayMemory.current = outcome.memory;
    change({ delay: outcome.delay });
  };

  return (
    <div className="flex flex-col gap-4">
      <SubtitleStepControl
        label="Size"
        value={formatFontSizeScale(settings.fontSizeScale)}
        valueTestId="subtitle-size"
        decrease={{
          label: 'Smaller subtitles',
          testId: 'subtitle-size-smaller',
          disabled: settings.fontSizeScale <= SUBTITLE_FONT_SCALE_MIN,
          onClick: () => stepSize(-1),
        }}
        increase={{
          label: 'Larger subtitles',
          testId: 'subtitle-size-larger',
          disabled: settings.fontSizeScale >= SUBTITLE_FONT_SCALE_MAX,
          onClick: () => stepSize(1),
        }}
      />
      <SubtitleSwatches
        legend="Text colour"
        options={SUBTITLE_TEXT_COLORS}
        labels={SUBTITLE_TEXT_COLOR_LABELS}
        value={settings.textColor}
        onChange={(textColor) => change({ textColor })}
        testId="subtitle-text-color"
        renderSwatch={(color) => (
          <span
            className="size-6 rounded-full border border-black/20"
            style={{ backgroundColor: color }}
          />
        )}
      />
      <SubtitleSwatches
        legend="Background"
        options={SUBTITLE_BACKGROUND_COLORS}
        labels={SUBTITLE_BACKGROUND_LABELS}
        value={settings.backgroundColor}
        onChange={(backgroundColor) => change({ backgroundColor })}
        testId="subtitle-background"
        renderSwatch={(color) => (
          <span
            className="flex size-7 items-center justify-center rounded-sm border border-dashed border-current/40 text-xs font-semibold"
            style={{ backgroundColor: color, color: settings.textColor }}
          >
            Aa
          </span>
        )}
      />
      <SubtitleStepControl
        label="Delay"
        value={formatSubtitleDelay(settings.delay)}
        valueTestId="subtitle-delay"
        decrease={{
          label: 'Show subtitles earlier',
          testId: 'subtitle-delay-earlier',
          onClick: (event) => stepDelay(-1, event),
        }}
        increase={{
          label: 'Show subtitles later',
          testId: 'subtitle-delay-later',
          onClick: (event) => stepDelay(1, event),
        }}
        hint="0.2 s per click; beyond ±5 s a double-click moves 1 s."
      />
      <button
        type="button"
        data-testid="subtitle-reset"
        disabled={isDefaultSubtitleStyle(settings)}
        onClick={() => onSettingsChange(resetSubtitleStyle(settings))}
        className="inline-flex min-h-10 items-center justify-center gap-2 self-start rounded-full border border-current/25 px-4 hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Icon name="rotate-ccw" className="size-4" />
        Reset
      </button>
    </div>
  );
}
