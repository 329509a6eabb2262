/**
 * Puts text on the clipboard: the Clipboard API where the browser offers it (secure pages), else
 * the older copy command on a hidden selection (plain http on a LAN address, older browsers).
 */

/** @returns whether the text reached the clipboard */
export async function copyText(text: string): Promise<boolean> {
  try {
    // `navigator.clipboard` is absent outside secure contexts: the call then throws.
    await Promise.resolve().then(() => navigator.clipboard.writeText(text));
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, yet the only way left where the Clipboard API is missing.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Selects an element's text, so a visitor can copy it by hand when copying failed. */
export function selectText(element: HTMLElement): void {
  const selection = window.getSelection();
  if (selection === null) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
