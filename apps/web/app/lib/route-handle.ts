/** What a route module may export as `handle` to adjust the shell around it. */

export interface ShellHandle {
  /** false on pages where the header scrolls away with the content (the episode page) */
  stickyHeader?: boolean;
}

/** The header is sticky unless the deepest route that says so turns it off. */
export function isHeaderSticky(handles: readonly unknown[]): boolean {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i];
    if (handle && typeof handle === 'object' && 'stickyHeader' in handle) {
      return (handle as ShellHandle).stickyHeader !== false;
    }
  }
  return true;
}
