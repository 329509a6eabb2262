/**
 * Popovers (Radix Popover): a panel anchored to its trigger that closes on Escape (focus back on
 * the trigger), on a press outside (focus stays where the press put it) and when the trigger is
 * pressed again. The panel stays in place in the document (no portal), so it belongs to the
 * component that opened it; it is positioned over the page all the same.
 */
import * as RadixPopover from '@radix-ui/react-popover';
import { type ComponentProps, type RefObject, useRef } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverAnchor = RadixPopover.Anchor;

/** The look of a popover's panel. */
export const popoverPanelClass = 'z-40 rounded-xl bg-surface-2 text-ink shadow-xl ring-1 ring-line';

interface PopoverPanelProps extends Omit<ComponentProps<typeof RadixPopover.Content>, 'className'> {
  /** more classes for the panel (its width and padding) */
  className?: string;
}

/** The panel: 8 px from its anchor, kept 12 px inside the window. */
export function PopoverPanel({ className = 'p-3', ...content }: PopoverPanelProps) {
  return (
    <RadixPopover.Content
      sideOffset={8}
      collisionPadding={12}
      className={`${popoverPanelClass} ${className}`}
      {...content}
    />
  );
}

/**
 * The dismiss and focus rules of a panel whose opening button is not a Radix trigger (a panel
 * loaded on demand, after the button was already on the page), as Radix keeps them for its own
 * trigger: a press on the button toggles rather than counting as outside, and when the panel
 * closes focus goes back to the button, unless a press outside closed it (focus then stays where
 * the press put it). Spread the answer onto the PopoverPanel.
 */
export function useOutsideTrigger(triggerRef: RefObject<HTMLElement | null>) {
  const closedByOutsidePress = useRef(false);
  return {
    onOpenAutoFocus: () => {
      closedByOutsidePress.current = false;
    },
    onInteractOutside: (event: { target: EventTarget | null; preventDefault: () => void }) => {
      if (triggerRef.current?.contains(event.target as Node)) {
        event.preventDefault();
        return;
      }
      closedByOutsidePress.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (!closedByOutsidePress.current) triggerRef.current?.focus();
    },
  };
}
