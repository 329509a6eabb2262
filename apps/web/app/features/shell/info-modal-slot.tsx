/**
 * Where info modals appear. A modal can arrive in navigation state; its code (and the schema
 * that checks it) loads only then, so ordinary pages carry none of it.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

const InfoModalDialog = lazy(() => import('./info-modal-dialog'));

function carriesInfoModal(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && 'infoModal' in state);
}

export function InfoModalSlot() {
  const location = useLocation();
  const state: unknown = location.state;
  if (!carriesInfoModal(state)) return null;
  return (
    <Suspense fallback={null}>
      <InfoModalDialog key={location.key} state={state} />
    </Suspense>
  );
}
