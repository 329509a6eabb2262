/**
 * Site header: logo, Movies, Series, 4K (wide screens), the search box (given by the root, as
 * features do not import each other), then Register/Login or the username.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocalUser } from '~/lib/session';
import { ACCOUNT_PATH } from './navigation';
import { Logo } from './logo';
import { buttonClass } from '~/components/ui/button';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold hover:bg-surface-2 ${isActive ? 'text-brand' : ''}`;

export function Header({ sticky, search }: { sticky: boolean; search?: ReactNode }) {
  const user = useLocalUser();
  return (
    <header
      data-testid="site-header"
      data-sticky={sticky}
      className={`${sticky ? 'sticky top-0' : 'relative'} z-40 border-b border-line bg-surface/90 backdrop-blur`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to="/" aria-label="Reelhouse home" className="mr-2 rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 tablet:flex">
          <NavLink to="/movies" className={navLinkClass}>
            Movies
          </NavLink>
          <NavLink to="/series" className={navLinkClass}>
            Series
          </NavLink>
          <NavLink to="/4k" className={(state) => `hidden lg:inline-block ${navLinkClass(state)}`}>
            4K
          </NavLink>
        </nav>
        <div className="flex min-w-0 flex-1 justify-end">{search}</div>
        <div className="hidden items-center gap-2 tablet:flex">
          {user ? (
            <Link
              to={ACCOUNT_PATH}
              className="rounded-md px-3 py-2 text-sm font-semibold hover:bg-surface-2"
            >
              {user.username}
            </Link>
          ) : (
            <>
              <Link
                to="/signup"
                className="rounded-md px-3 py-2 text-sm font-semibold hover:bg-surface-2"
              >
                Register
              </Link>
              <Link to="/login" className={buttonClass({ size: 'sm' })}>
                Login
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
