/**
 * Info modals (spec sections 3, 4 and 9): the site's queue from /modalData.json (by priority,
 * within their dates, not while a dismissal holds, at most 2 per page load, the next 250 ms after
 * the previous closed; core `selectInfoModalQueue`) and a modal from navigation state. Close,
 * Escape and a press outside dismiss; a queued modal's dismissal is recorded in
 * `dismissedInfoModals` with its time, so weekly and monthly ones come back when they should.
 */
import {
  INFO_MODAL_GAP_MS,
  recordInfoModalDismissal,
  selectInfoModalQueue,
} from '@reelhouse/core/site-content/info-modal';
import {
  parseInfoModalList,
  readInfoModalFromState,
  type InfoModal,
} from '@reelhouse/core/site-content/info-modal-schema';
import { parseDismissedInfoModals } from '@reelhouse/core/site-content/dismissals-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useEffect, useState } from 'react';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { InfoModalView } from './info-modal-view';

const KEY = STORAGE_KEYS.dismissedInfoModals;

/** This page load's modals, in order; read once, as the queue is decided once per page load. */
function readQueue(modals: unknown): InfoModal[] {
  const parsed = parseInfoModalList(modals);
  if (!parsed.ok) return [];
  return selectInfoModalQueue(
    parsed.value,
    parseDismissedInfoModals(readStoredString(KEY)),
    Date.now(),
  );
}

function recordDismissal(modalId: string): void {
  const dismissed = parseDismissedInfoModals(readStoredString(KEY));
  try {
    writeStoredString(
      KEY,
      JSON.stringify(recordInfoModalDismissal(dismissed, modalId, Date.now())),
    );
  } catch {
    // The browser refuses storage: the modal closes all the same, and may come back next time.
  }
}

/** The site's modals of this page load, one after the other. */
export function InfoModalQueue({ modals }: { modals: unknown }) {
  const [queue] = useState(() => readQueue(modals));
  const [index, setIndex] = useState(0);
  const [isOpen, setOpen] = useState(true);
  useEffect(() => {
    if (isOpen) return;
    const timer = setTimeout(() => {
      setIndex((current) => current + 1);
      setOpen(true);
    }, INFO_MODAL_GAP_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [isOpen]);
  const modal = queue[index];
  if (!modal) return null;
  return (
    <InfoModalView
      key={`${String(index)}:${modal.id}`}
      modal={modal}
      open={isOpen}
      onOpenChange={(open) => {
        if (open || !isOpen) return;
        recordDismissal(modal.id);
        setOpen(false);
      }}
    />
  );
}

/** A modal handed over in navigation state: shown whatever was dismissed before. */
export default function InfoModalDialog({ state }: { state: unknown }) {
  const [modal] = useState(() => readInfoModalFromState(state));
  const [isOpen, setOpen] = useState(true);
  if (!modal) return null;
  return <InfoModalView modal={modal} open={isOpen} onOpenChange={setOpen} />;
}
