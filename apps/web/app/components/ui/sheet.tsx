/**
 * A bottom sheet: a modal dialog (Radix Dialog, like every overlay of the site) that slides up
 * from the bottom edge in 0.5 s and closes by Escape, a press outside, its Close button, or a
 * swipe down (see use-swipe-to-close).
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { DRAWER_ANIMATION_S } from '@reelhouse/core/screens/interaction';
import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { SHEET_EASING, useSwipeToClose } from './use-swipe-to-close';

export const SheetTitle = RadixDialog.Title;
export const SheetClose = RadixDialog.Close;

const animation = {
  animationDuration: `${String(DRAWER_ANIMATION_S)}s`,
  animationTimingFunction: SHEET_EASING,
};

interface SheetProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** more classes for the sheet (its height, its layout) */
  className?: string;
  /**
   * where keyboard focus goes when the sheet closes: the button that opened it. Needed when that
   * button is not a Radix trigger, or focus falls to the page's body.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Sheet({
  open,
  onOpenChange,
  className = '',
  returnFocusTo,
  children,
  ...content
}: SheetProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const swipeRef = useSwipeToClose(overlayRef, () => onOpenChange(false));
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          ref={overlayRef}
          style={animation}
          className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-[fade-out] data-[state=open]:animate-[fade-in]"
        />
        <RadixDialog.Content
          ref={swipeRef}
          style={animation}
          className={`fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-2xl bg-surface text-ink focus:outline-none data-[state=closed]:animate-[sheet-out] data-[state=open]:animate-[sheet-in] ${className}`}
          {...content}
          onCloseAutoFocus={(event) => {
            content.onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div
            aria-hidden="true"
            data-testid="sheet-handle"
            className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-surface-3"
          />
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
