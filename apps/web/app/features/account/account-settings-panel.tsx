/**
 * A settings tab (player, appearance, notifications, content): switches and lists with the
 * spec's choices and defaults, kept in this browser. Most settings are display-only (spec);
 * spoiler-safe mode (ours) hides episodes on the series, episode and calendar pages.
 */
import { SETTING_CHOICES } from '@reelhouse/core/account/settings';
import { useId } from 'react';
import { SETTINGS_BY_TAB, SETTING_TEXTS, formatChoice, type SettingName } from './settings-layout';
import { useAccountSettings, type AccountSettingsState } from './use-account-settings';
import { controlClass } from '~/components/ui/field';

type ChoiceName = keyof typeof SETTING_CHOICES;

function isChoice(name: SettingName): name is ChoiceName {
  return name in SETTING_CHOICES;
}

export function AccountSettingsPanel({ tab }: { tab: keyof typeof SETTINGS_BY_TAB }) {
  const state = useAccountSettings();
  return (
    <div data-testid="account-settings" data-loaded={state.isLoaded} className="space-y-2">
      <ul className="divide-y divide-line rounded-lg bg-surface-2 ring-1 ring-line">
        {SETTINGS_BY_TAB[tab].map((name) => (
          <li key={name} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <SettingRow name={name} state={state} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">These settings are kept in this browser.</p>
    </div>
  );
}

function SettingRow({ name, state }: { name: SettingName; state: AccountSettingsState }) {
  const id = useId();
  const texts = SETTING_TEXTS[name];
  const label = (
    <div className="min-w-0">
      <label htmlFor={id} className="font-semibold">
        {texts.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {texts.hint}
      </p>
    </div>
  );
  if (isChoice(name)) {
    const choices: readonly string[] = SETTING_CHOICES[name];
    return (
      <>
        {label}
        <select
          id={id}
          name={name}
          aria-describedby={`${id}-hint`}
          value={state.settings[name]}
          onChange={(event) => state.change(name, event.target.value)}
          className={`${controlClass()} min-w-40`}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {formatChoice(choice)}
            </option>
          ))}
        </select>
      </>
    );
  }
  const isOn = state.settings[name];
  return (
    <>
      {label}
      <button
        id={id}
        type="button"
        role="switch"
        name={name}
        aria-checked={isOn}
        aria-describedby={`${id}-hint`}
        onClick={() => state.change(name, !isOn)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full ring-1 ring-line transition-colors ${isOn ? 'bg-brand' : 'bg-surface-3'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </>
  );
}
