/** An info modal from navigation state, in a native <dialog>: Escape, backdrop and Close dismiss it. */
import { readInfoModalFromState } from '@reelhouse/core/site-content/info-modal-schema';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export default function InfoModalDialog({ state }: { state: unknown }) {
  const [modal] = useState(() => readInfoModalFromState(state));
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (modal && dialog && !dialog.open) dialog.showModal();
  }, [modal]);
  if (!modal) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="info-modal-title"
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-surface-2 p-0 text-ink backdrop:bg-black/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="info-modal-title" className="text-xl font-bold">
            {modal.title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
            className="rounded-full p-1 hover:bg-surface-3"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {modal.content ? (
          <p className="mt-3 whitespace-pre-line text-ink-muted">{modal.content}</p>
        ) : null}
      </div>
    </dialog>
  );
}
