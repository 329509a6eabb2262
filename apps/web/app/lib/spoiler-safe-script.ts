/**
 * Runs in <head> before the first paint: marks <html> with `data-spoiler-safe` when this browser
 * keeps spoiler-safe mode on (the `spoilerSafe` account setting), so what the server rendered and
 * might spoil stays blurred until the page knows the visitor's history (decision 0032). It repeats
 * the setting's rule (only a stored `true` turns it on) in plain ES5, before any module loads.
 * With the mode on it also puts a page's spoiler-safe title (the meta tag named
 * {@link SPOILER_SAFE_TITLE_META}, which an episode that could spoil carries) in the tab: React
 * writes the page's <title> and <meta> tags ahead of the head's scripts, so the tag is there.
 */
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';

/** The meta tag holding the tab title that leaves the episode's name out. */
export const SPOILER_SAFE_TITLE_META = 'spoiler-safe-title';

export const SPOILER_SAFE_SCRIPT = `(function(){try{var s=JSON.parse(localStorage.getItem('${PLAYER_STORAGE_KEYS.accountSettings}')||'null');if(s&&s.spoilerSafe===true){document.documentElement.setAttribute('data-spoiler-safe','');var t=document.querySelector('meta[name="${SPOILER_SAFE_TITLE_META}"]');if(t)document.title=t.content}}catch(e){}})();`;
