/**
 * The download dialog (spec section 2, "Download dialog lists streams"): each stream found, with
 * a link per file quality, its captions, or for HLS the helper page's link. Loaded on first use.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FoundSource } from '../player-types';
import { buildDownloadStreams, type DownloadLink } from './download-links';
import { buttonClass } from '~/components/ui/button';
import { Dialog, DialogDescription, DialogPanel } from '~/components/ui/dialog';
import { Icon } from '~/components/ui/icon';

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
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <DialogPanel
        title={`Download ${subject}`}
        data-testid="download-dialog"
        className="w-[min(34rem,calc(100vw-2rem))]"
      >
        <DialogDescription className="mt-1 text-sm text-ink-muted">
          From {source.providerName}. Files save directly; an HLS stream opens a helper page with a
          command that saves it.
        </DialogDescription>
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
      </DialogPanel>
    </Dialog>
  );
}

function DownloadLinkButton({ link }: { link: DownloadLink }) {
  const icon =
    link.kind === 'hls' ? 'square-terminal' : link.kind === 'caption' ? 'file-text' : 'download';
  const isHelper = link.kind === 'hls';
  return (
    <a
      href={link.href}
      data-testid="download-link"
      data-kind={link.kind}
      {...(link.fileName === null ? {} : { download: link.fileName })}
      {...(isHelper ? { target: '_blank', rel: 'noopener' } : {})}
      className={buttonClass({ variant: 'quiet', size: 'sm' })}
    >
      <Icon name={icon} className="size-4" />
      {link.label}
    </a>
  );
}
