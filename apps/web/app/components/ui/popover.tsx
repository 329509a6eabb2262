/**
 * Popovers (Radix Popover): a panel anchored to its trigger that closes on Escape (focus back on
 * the trigger), on a press outside (focus stays where the press put it) and when the trigger is
 * pressed again. The panel stays in place in the document (no portal), so it belongs to the
 * component that opened it; it is positioned over the page all the same.
 */
import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
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
