/**
 * Runs in <head> before the first paint: marks <html> with `data-spoiler-safe` when this browser
 * keeps spoiler-safe mode on (the `spoilerSafe` account setting), so what the server rendered and
 * might spoil stays blurred until the page knows the visitor's history (decision 0032). It repeats
 * the setting's rule (only a stored `true` turns it on) in plain ES5, before any module loads.
 */
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';

export const SPOILER_SAFE_SCRIPT = `(function(){try{var s=JSON.parse(localStorage.getItem('${PLAYER_STORAGE_KEYS.accountSettings}')||'null');if(s&&s.spoilerSafe===true)document.documentElement.setAttribute('data-spoiler-safe','')}catch(e){}})();`;
