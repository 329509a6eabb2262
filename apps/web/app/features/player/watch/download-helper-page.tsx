/**
 * The HLS download helper page (spec section 7): a stream's playlist cannot be saved with one
 * click, so the download dialog links here with {url, name, expires}. The page shows the file
 * name, when the link expires, an ffmpeg command that saves the stream, and the playlist's
 * address. The link is read after mount: whether it has expired depends on the browser's clock.
 */
import {
  decodeHlsDownloadPayload,
  type HlsDownloadRead,
} from '@reelhouse/core/downloads/hls-download-link';
import { useId, useState } from 'react';
import { buildFfmpegCommand, describeHelperProblem, getSaveAsName } from './hls-helper';
import { buttonClass } from '~/components/ui/button';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import { Icon } from '~/components/ui/icon';

interface ReadLink {
  read: HlsDownloadRead;
  /** the playlist's absolute address (a same-site path made absolute) */
  absoluteUrl: string | null;
  expiresText: string | null;
}

function readLink(data: string | null, nowMs: number, origin: string): ReadLink {
  const read: HlsDownloadRead =
    data === null || data === ''
      ? { ok: false, reason: 'malformed' }
      : decodeHlsDownloadPayload(data, nowMs);
  if (!read.ok) return { read, absoluteUrl: null, expiresText: null };
  return {
    read,
    absoluteUrl: new URL(read.value.url, origin).href,
    expiresText: new Date(read.value.expires).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
  };
}

export function DownloadHelperPage({ data }: { data: string | null }) {
  const headingId = useId();
  const isHydrated = useIsHydrated();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        Download helper
      </h1>
      {/* Read in the browser only: the server renders the neutral state. */}
      {isHydrated ? (
        <HelperLink key={data} data={data} />
      ) : (
        <p className="mt-4 text-ink-muted" data-testid="download-helper" data-state="reading">
          Reading the download link…
        </p>
      )}
    </section>
  );
}

function HelperLink({ data }: { data: string | null }) {
  const [link] = useState(() => readLink(data, Date.now(), window.location.origin));
  return (
    <div data-testid="download-helper" data-state={link.read.ok ? 'ready' : link.read.reason}>
      {link.read.ok && link.absoluteUrl !== null ? (
        <HelperDetails
          name={link.read.value.name}
          url={link.absoluteUrl}
          expiresText={link.expiresText ?? ''}
        />
      ) : (
        <HelperProblem reason={link.read.ok ? 'malformed' : link.read.reason} />
      )}
    </div>
  );
}

function HelperProblem({ reason }: { reason: 'malformed' | 'expired' | 'unsafe-url' }) {
  const { title, text } = describeHelperProblem(reason);
  return (
    <div role="alert" data-testid="download-helper-problem" className="mt-6">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-ink-muted">{text}</p>
    </div>
  );
}

function HelperDetails({
  name,
  url,
  expiresText,
}: {
  name: string;
  url: string;
  expiresText: string;
}) {
  const command = buildFfmpegCommand(url, name);
  return (
    <div className="mt-6 space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">File</dt>
        <dd data-testid="download-helper-name">{getSaveAsName(name)}</dd>
        <dt className="font-semibold">Link expires</dt>
        <dd data-testid="download-helper-expires">{expiresText}</dd>
      </dl>
      <div>
        <h2 className="text-lg font-bold">Save the stream with ffmpeg</h2>
        <p className="mt-1 text-sm text-ink-muted">
          This stream is a playlist of short segments. With ffmpeg installed, run this command to
          join them into one MP4 file without re-encoding:
        </p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-surface-2 p-4 text-sm ring-1 ring-line">
          <code data-testid="download-helper-command">{command}</code>
        </pre>
        <CopyButton text={command} />
      </div>
      <div>
        <h2 className="text-lg font-bold">Playlist address</h2>
        <a
          href={url}
          data-testid="download-helper-url"
          className="mt-1 block break-all text-sm underline underline-offset-2"
        >
          {url}
        </a>
      </div>
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      data-testid="download-helper-copy"
      onClick={() => {
        // `navigator.clipboard` is absent outside secure contexts (plain http on a LAN address).
        Promise.resolve()
          .then(() => navigator.clipboard.writeText(text))
          .then(
            () => setState('copied'),
            () => setState('failed'),
          );
      }}
      className={buttonClass({ variant: 'quiet', size: 'sm', className: 'mt-3' })}
    >
      {state === 'copied' ? (
        <Icon name="check" className="size-4" />
      ) : (
        <Icon name="copy" className="size-4" />
      )}
      {state === 'copied'
        ? 'Copied'
        : state === 'failed'
          ? 'Copy failed: select the command and copy it'
          : 'Copy command'}
    </button>
  );
}
