/**
 * The mobile menu drawer, a bottom sheet (swipe down to close): dark-theme toggle, collapsible
 * groups, quick links and Close. Loaded on demand by the bottom bar.
 */
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Sheet, SheetClose, SheetTitle } from '~/components/ui/sheet';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { DRAWER_GROUPS, DRAWER_QUICK_LINKS } from './navigation';
import { Icon } from '~/components/ui/icon';

interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opened the drawer: focus goes back to it on close */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export default function MenuDrawer({ open, onOpenChange, returnFocusTo }: MenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      data-testid="menu-drawer"
      aria-describedby={undefined}
      className="max-h-[85dvh]"
    >
      <div className="flex items-center justify-between px-4 py-3">
        <SheetTitle className="text-lg font-bold">Menu</SheetTitle>
        <span className="inline-flex items-center gap-2 text-sm">
          Dark theme
          <ThemeToggle label="Dark theme" />
        </span>
      </div>
      <div className="overflow-y-auto px-4 pb-4">
        {DRAWER_GROUPS.map((group) => (
          <details key={group.title} className="group border-b border-line">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold">
              {group.title}
              <Icon
                name="chevron-down"
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="grid grid-cols-2 gap-1 pb-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block rounded-md px-2 py-1.5 text-sm hover:bg-surface-2"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <nav aria-label="Quick links" className="mt-3 grid grid-cols-2 gap-2">
          {DRAWER_QUICK_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              onClick={close}
              className="rounded-lg bg-surface-2 px-3 py-2 text-sm font-semibold hover:bg-surface-3"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="border-t border-line p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <SheetClose className="flex w-full items-center justify-center gap-2 rounded-lg bg-surface-2 py-3 font-semibold hover:bg-surface-3">
          <Icon name="x" className="size-4" />
          Close
        </SheetClose>
      </div>
    </Sheet>
  );
}
