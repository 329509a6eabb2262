/**
 * Which settings each account tab shows, and their labels (spec section 3 "Settings and
 * defaults"). The account tab shows the profile instead of settings.
 */
import type { AccountTab } from '@reelhouse/core/account/account-tabs';
import type { DEFAULT_SETTINGS } from '@reelhouse/core/account/settings';

/** A setting's key. */
export type SettingName = keyof typeof DEFAULT_SETTINGS;

/** The tabs' labels, in the spec's order. */
export const TAB_LABELS: Record<AccountTab, string> = {
  player: 'Player',
  account: 'Account',
  appearance: 'Appearance',
  notifications: 'Notifications',
  content: 'Content',
};

/** Each setting's label and a line saying what it does. */
export const SETTING_TEXTS: Record<SettingName, { label: string; hint: string }> = {
  autoplay: { label: 'Autoplay', hint: 'Start playing as soon as the player opens.' },
  autoNext: { label: 'Autoplay next episode', hint: 'Go on to the next episode at the end.' },
  preview: { label: 'Seek previews', hint: 'Show a thumbnail while seeking.' },
  quality: { label: 'Preferred quality', hint: 'The quality the player starts with.' },
  theme: { label: 'Theme', hint: 'System follows your device.' },
  subtitleSize: { label: 'Subtitle size', hint: 'How large captions are drawn.' },
  subtitleColor: { label: 'Subtitle colour', hint: 'The colour of caption text.' },
  thumbnailSize: { label: 'Thumbnail size', hint: 'The size of seek previews.' },
  contentFiltering: { label: 'Content filtering', hint: 'How strictly titles are filtered.' },
  preferredAudio: { label: 'Preferred audio', hint: 'The audio language picked first.' },
  preferredSubtitles: { label: 'Preferred subtitles', hint: 'The caption language picked first.' },
  emailUpdates: { label: 'Email updates', hint: 'News about the site by e-mail.' },
  pushNotifications: { label: 'Push notifications', hint: 'Notices in this browser.' },
  spoilerSafe: {
    label: 'Spoiler-safe mode',
    hint: "Hide stills, titles and overviews of episodes you haven't reached.",
  },
};

/** The settings of each settings tab, in the order shown. */
export const SETTINGS_BY_TAB: Record<Exclude<AccountTab, 'account'>, readonly SettingName[]> = {
  player: ['autoplay', 'autoNext', 'preview', 'quality'],
  appearance: ['theme', 'subtitleSize', 'subtitleColor', 'thumbnailSize'],
  notifications: ['emailUpdates', 'pushNotifications'],
  content: ['contentFiltering', 'preferredAudio', 'preferredSubtitles', 'spoilerSafe'],
};

const CHOICE_LABELS: Partial<Record<string, string>> = { 'x-large': 'Extra large', '4K': '4K' };

/** @returns how a choice reads in its list: 'x-large' → 'Extra large', 'english' → 'English' */
export function formatChoice(choice: string): string {
  return CHOICE_LABELS[choice] ?? choice.charAt(0).toUpperCase() + choice.slice(1);
}
