/**
 * Where info modals appear. The site's modals (`/modalData.json`) are asked for once per full page
 * load, once the page has loaded and the browser is idle, so they never hold up the first paint
 * or hydration; a modal can also arrive in navigation state. The dialogs' code (their rules and
 * the schema that checks them) loads only when there is a modal to show.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getText } from '~/lib/api-client';

const InfoModalDialog = lazy(() => import('./info-modal-dialog'));
const InfoModalQueue = lazy(() => import('./info-modal-queue'));

/** The site's info modals, served by our server from the content folder. */
const MODAL_DATA_PATH = '/modalData.json';

function carriesInfoModal(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && 'infoModal' in state);
}

/** Runs `work` after the page's load event, in the browser's next idle period. @returns cancel */
function whenPageIsIdle(work: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(work, { timeout: 3_000 });
    } else {
      timer = setTimeout(work, 0);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}

/** The entries of /modalData.json, read once; null until then, or when there are none. */
function useSiteInfoModals(): unknown[] | null {
  const [modals, setModals] = useState<unknown[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenPageIsIdle(() => {
      getText(MODAL_DATA_PATH, controller.signal)
        .then((text) => {
          const list: unknown = JSON.parse(text);
          if (Array.isArray(list) && list.length > 0) setModals(list);
        })
        // No modals this time: the page is whole without them.
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);
  return modals;
}

export function InfoModalSlot() {
  const location = useLocation();
  const siteModals = useSiteInfoModals();
  const state: unknown = location.state;
  return (
    <>
      {siteModals === null ? null : (
        <Suspense fallback={null}>
          <InfoModalQueue modals={siteModals} />
        </Suspense>
      )}
      {carriesInfoModal(state) ? (
        <Suspense fallback={null}>
          <InfoModalDialog key={location.key} state={state} />
        </Suspense>
      ) : null}
    </>
  );
}
