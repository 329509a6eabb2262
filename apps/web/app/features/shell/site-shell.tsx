/**
 * The layout of every page (spec section 2, "Shell"): info modal, background image, header,
 * main content, footer, plus the mobile bottom bar, the floating menu and toasts; when signed in,
 * the account sync runs after hydration.
 */
import { SharedLinks } from '~/components/media/prefetch-link';
import type { TaglineIndex } from '@reelhouse/core/shell/layout';
import { useEffect, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { SiteConfig } from '~/load-context';
import { isHeaderSticky } from '~/lib/route-handle';
import { unregisterServiceWorkers } from '~/lib/service-workers';
import { useAccountSync } from '~/lib/sync/use-account-sync';
import { BackgroundImage } from './background-image';
import { FloatingMenu } from './floating-menu';
import { Footer } from './footer';
import { Header } from './header';
import { InfoModalSlot } from './info-modal-slot';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SiteToaster } from './toaster';

interface SiteShellProps {
  site: SiteConfig;
  taglineIndex: TaglineIndex;
  /** the header's search box */
  search?: ReactNode;
  children: ReactNode;
}

export function SiteShell({ site, taglineIndex, search, children }: SiteShellProps) {
  const matches = useMatches();
  useEffect(() => {
    void unregisterServiceWorkers();
  }, []);
  useAccountSync();
  return (
    <SharedLinks>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 text-on-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <InfoModalSlot />
      <BackgroundImage />
      <Header sticky={isHeaderSticky(matches.map((match) => match.handle))} search={search} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[60vh] max-w-7xl px-4 py-6 outline-none"
      >
        {children}
      </main>
      <Footer chatUrl={site.chatUrl} taglineIndex={taglineIndex} />
      <MobileBottomBar />
      <FloatingMenu chatUrl={site.chatUrl} messagingUrl={site.messagingUrl} />
      <SiteToaster />
    </SharedLinks>
  );
}
