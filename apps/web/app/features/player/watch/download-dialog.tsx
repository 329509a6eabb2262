/**
 * The download dialog (spec section 2, "Download dialog lists streams"): each stream found, with
 * a link per file quality, its captions, or for HLS the helper page's link. Loaded on first use.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import * as Dialog from '@radix-ui/react-dialog';
import { Download, FileText, SquareTerminal, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FoundSource } from '../player-types';
import { buildDownloadStreams, type DownloadLink } from './download-links';

export interface DownloadDialogProps {
  source: FoundSource;
  media: PlayerMediaInfo;
  /** what is downloaded, for the heading */
  subject: string;
  onClose: () => void;
}

export default function DownloadDialog({ source, media, subject, onClose }: DownloadDialogProps) {
  // Links are built once, when the dialog opens: the HLS helper link expires 24 h from then.
  const [streams] = useState(() =>
    buildDownloadStreams(source, media, window.location.origin, Date.now()),
  );
  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid="download-dialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface-2 p-6 text-ink shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">Download {subject}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-full p-1 hover:bg-surface-3">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            From {source.providerName}. Files save directly; an HLS stream opens a helper page with
            a command that saves it.
          </Dialog.Description>
          <ul className="mt-5 space-y-5">
            {streams.map((stream) => (
              <li key={stream.key} data-testid="download-stream">
                <h3 className="font-semibold">{stream.title}</h3>
                {stream.notice ? (
                  <p className="mt-1 text-sm text-ink-muted">{stream.notice}</p>
                ) : null}
                <ul className="mt-2 flex flex-wrap gap-2">
                  {stream.links.map((link) => (
                    <li key={`${link.kind}-${link.href}`}>
                      <DownloadLinkButton link={link} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm">
            <Link to="/jellyfin" className="text-ink-muted underline hover:text-brand">
              Use your own Jellyfin
            </Link>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DownloadLinkButton({ link }: { link: DownloadLink }) {
  const Icon = link.kind === 'hls' ? SquareTerminal : link.kind === 'caption' ? FileText : Download;
  const isHelper = link.kind === 'hls';
  return (
    <a
      href={link.href}
      data-testid="download-link"
      data-kind={link.kind}
      {...(link.fileName === null ? {} : { download: link.fileName })}
      {...(isHelper ? { target: '_blank', rel: 'noopener' } : {})}
      className="inline-flex items-center gap-2 rounded-lg bg-surface-3 px-3 py-2 text-sm font-semibold ring-1 ring-line hover:bg-surface"
    >
      <Icon aria-hidden="true" className="size-4" />
      {link.label}
    </a>
  );
}
