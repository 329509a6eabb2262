/** An info modal from navigation state: Escape, a press outside and Close dismiss it. */
import { readInfoModalFromState } from '@reelhouse/core/site-content/info-modal-schema';
import { useState } from 'react';
import { Dialog, DialogDescription, DialogPanel } from '~/components/ui/dialog';

export default function InfoModalDialog({ state }: { state: unknown }) {
  const [modal] = useState(() => readInfoModalFromState(state));
  const [isOpen, setOpen] = useState(true);
  if (!modal) return null;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {modal.content === undefined || modal.content === '' ? (
        <DialogPanel title={modal.title} aria-describedby={undefined} />
      ) : (
        <DialogPanel title={modal.title}>
          <DialogDescription className="mt-3 whitespace-pre-line text-ink-muted">
            {modal.content}
          </DialogDescription>
        </DialogPanel>
      )}
    </Dialog>
  );
}
