/**
 * The site's info modals of one page load (spec sections 4 and 9): by priority, within their
 * dates, not while a dismissal holds, at most 2, the next 250 ms after the previous closed (core
 * `selectInfoModalQueue`). Close, Escape and a press outside dismiss; the dismissal is recorded
 * in `dismissedInfoModals` with its time, so weekly and monthly ones come back when they should.
 * Our server validated /modalData.json: the list is read as it is, without loading schemas.
 */
import {
  INFO_MODAL_GAP_MS,
  recordInfoModalDismissal,
  selectInfoModalQueue,
} from '@reelhouse/core/site-content/info-modal';
import type { InfoModal } from '@reelhouse/core/site-content/info-modal-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useEffect, useState } from 'react';
import { parseDismissedInfoModals } from '@reelhouse/core/site-content/dismissals';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { InfoModalView } from './info-modal-view';

const KEY = STORAGE_KEYS.dismissedInfoModals;

/** An entry the dialog can show: an id and a title, as the server's validation guarantees. */
function isShowable(entry: unknown): entry is InfoModal {
  if (entry === null || typeof entry !== 'object') return false;
  const { id, title } = entry as Partial<Record<keyof InfoModal, unknown>>;
  return typeof id === 'string' && id !== '' && typeof title === 'string' && title !== '';
}

/** This page load's modals, in order; decided once, as the page opens. */
function readQueue(modals: readonly unknown[]): InfoModal[] {
  const dismissed = parseDismissedInfoModals(readStoredString(KEY));
  return selectInfoModalQueue(modals.filter(isShowable), dismissed, Date.now());
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

export default function InfoModalQueue({ modals }: { modals: readonly unknown[] }) {
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
