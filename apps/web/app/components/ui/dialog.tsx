/**
 * Modal dialogs (Radix Dialog, the site's one overlay family): focus moves in and is kept there,
 * Escape, a press outside and Close dismiss, focus returns to what opened it, and the page
 * behind is inert and does not scroll. `DialogPanel` is the centred card with a title and a
 * Close button; screens with a layout of their own compose `DialogPortal`, `DialogOverlay` and
 * `DialogContent` themselves (the search overlay, the player).
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';

export const Dialog = RadixDialog.Root;
export const DialogPortal = RadixDialog.Portal;
export const DialogOverlay = RadixDialog.Overlay;
export const DialogContent = RadixDialog.Content;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;

/** The dimmed page behind a dialog. */
export const overlayClass = 'fixed inset-0 z-50 bg-black/60';

interface DialogPanelProps extends Omit<
  ComponentProps<typeof RadixDialog.Content>,
  'title' | 'className'
> {
  title: ReactNode;
  /** more classes for the card (its width) */
  className?: string;
  children?: ReactNode;
}

/**
 * A centred card with its title, a Close button at the top right, and the content below. The
 * content may start with a `DialogDescription`, read with the title; a dialog without one says so
 * with `aria-describedby={undefined}`.
 */
export function DialogPanel({
  title,
  className = 'w-[min(32rem,calc(100vw-2rem))]',
  children,
  ...content
}: DialogPanelProps) {
  return (
    <DialogPortal>
      <DialogOverlay className={overlayClass} />
      <DialogContent
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface-2 p-6 text-ink shadow-2xl ring-1 ring-line focus:outline-none ${className}`}
        {...content}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
          <DialogClose
            aria-label="Close"
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-surface-3"
          >
            <Icon name="x" className="size-5" />
          </DialogClose>
        </div>
        {children}
      </DialogContent>
    </DialogPortal>
  );
}
