/**
 * The floating menu's panel (dark mode and four links): a Radix popover loaded with the first
 * press of (or pointer rest on) the menu's button, so its positioning and dismiss code stay out of
 * every page's first download. It anchors to the menu and treats the button as its trigger.
 */
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Popover, PopoverAnchor, PopoverPanel, useOutsideTrigger } from '~/components/ui/popover';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { FLOATING_MENU_LINKS } from './navigation';

export interface FloatingMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the menu's column of round buttons, which the panel sits above */
  anchorRef: RefObject<HTMLElement | null>;
  /** the button that opens and closes the panel */
  triggerRef: RefObject<HTMLElement | null>;
  id: string;
}

export default function FloatingMenuPanel({
  open,
  onOpenChange,
  anchorRef,
  triggerRef,
  id,
}: FloatingMenuPanelProps) {
  const triggerRules = useOutsideTrigger(triggerRef);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverPanel id={id} side="top" align="end" className="w-56 p-2" {...triggerRules}>
        <div className="flex items-center justify-between px-2 py-1 text-sm font-semibold">
          Dark mode
          <ThemeToggle label="Dark mode" />
        </div>
        <ul>
          {FLOATING_MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => onOpenChange(false)}
                className="block rounded-md px-2 py-2 text-sm hover:bg-surface-3"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  );
}
