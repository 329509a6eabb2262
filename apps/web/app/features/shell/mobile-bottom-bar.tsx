/**
 * The fixed bottom bar below 700 px: Home, Movies, Series, Menu (opens the drawer), Account
 * (to /login while signed out). The drawer's code loads on first intent, not with the page.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLocalUser } from '~/lib/session';
import { ACCOUNT_PATH } from './navigation';
import { Icon } from '~/components/ui/icon';

const loadDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(loadDrawer);

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold';

function BarLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) => `${itemClass} ${isActive ? 'text-brand' : 'text-ink-muted'}`}
    >
      {icon}
      {label}
    </NavLink>
  );
}

export function MobileBottomBar() {
  const user = useLocalUser();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setHasOpened(true);
    setMenuOpen(true);
  };
  return (
    <>
      <nav
        aria-label="Mobile"
        data-testid="mobile-bottom-bar"
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur tablet:hidden"
      >
        <BarLink to="/" label="Home" icon={<Icon name="house" className="size-5" />} />
        <BarLink
          to="/movies"
          label="Movies"
          icon={<Icon name="clapperboard" className="size-5" />}
        />
        <BarLink to="/series" label="Series" icon={<Icon name="tv" className="size-5" />} />
        <button
          ref={menuButtonRef}
          type="button"
          className={`${itemClass} text-ink-muted`}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onTouchStart={() => void loadDrawer()}
          onClick={openMenu}
        >
          <Icon name="menu" className="size-5" />
          Menu
        </button>
        <BarLink
          to={user ? ACCOUNT_PATH : '/login'}
          label="Account"
          icon={<Icon name="user-round" className="size-5" />}
        />
      </nav>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MenuDrawer open={isMenuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButtonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
