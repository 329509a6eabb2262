/**
 * A modal handed over in navigation state (`navigate(to, { state: { infoModal } })`): checked
 * with its schema, shown whatever was dismissed before; Escape, a press outside and Close
 * dismiss it. The site's own modals are `info-modal-queue`.
 */
import { readInfoModalFromState } from '@reelhouse/core/site-content/info-modal-schema';
import { useState } from 'react';
import { InfoModalView } from './info-modal-view';

export default function InfoModalDialog({ state }: { state: unknown }) {
  const [modal] = useState(() => readInfoModalFromState(state));
  const [isOpen, setOpen] = useState(true);
  if (!modal) return null;
  return <InfoModalView modal={modal} open={isOpen} onOpenChange={setOpen} />;
}
