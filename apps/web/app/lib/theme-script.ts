/**
 * Runs in <head> before the first paint so the page never flashes the wrong theme. It repeats the
 * rule of `@reelhouse/core/shell/theme` (saved value, else device preference, else dark) in plain ES5
 * because it must run before any module loads; the browser tests hold the two to the same cases.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,t;try{var s=localStorage.getItem('theme');t=s==='dark'||s==='light'?s:null}catch(e){}if(!t){t=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}d.classList.toggle('dark',t==='dark');d.style.colorScheme=t})();`;
