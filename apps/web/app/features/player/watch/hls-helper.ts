/**
 * The HLS download helper page's texts (spec section 7): the file to save as, an ffmpeg command
 * that saves the stream, and what to say when a link cannot be used.
 */
import { sanitizeFileNamePart } from '@reelhouse/core/downloads/file-name';
import type { HlsDownloadRead } from '@reelhouse/core/downloads/hls-download-link';

/** Characters a POSIX shell still reads inside double quotes (and bash's history '!'). */
const SHELL_ACTIVE = /["$`\\!]/g;

/** @returns the name to save as: the link's name with '.mp4' (once), safe inside quotes */
export function getSaveAsName(name: string): string {
  const clean = sanitizeFileNamePart(name.replace(SHELL_ACTIVE, '')).replace(/\.mp4$/i, '');
  return `${clean || 'video'}.mp4`;
}

/**
 * @param url the playlist's absolute address
 * @returns `ffmpeg -i "<url>" -c copy "<name>.mp4"`; characters a shell would act on inside the
 *   quotes are percent-encoded in the URL (the same address) and dropped from the name, so
 *   pasting the command can never run anything else
 */
export function buildFfmpegCommand(url: string, name: string): string {
  const safeUrl = url.replace(
    SHELL_ACTIVE,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `ffmpeg -i "${safeUrl}" -c copy "${getSaveAsName(name)}"`;
}

/** @returns the helper page's explanation of a link it cannot use */
export function describeHelperProblem(reason: Extract<HlsDownloadRead, { ok: false }>['reason']): {
  title: string;
  text: string;
} {
  switch (reason) {
    case 'expired':
      return {
        title: 'This download link has expired',
        text: 'Download links work for 24 hours. Open Download on the title’s page again for a new one.',
      };
    case 'unsafe-url':
      return {
        title: 'This download link is not safe to open',
        text: 'It points to an address that is not a web address, so it is not shown. Open Download on the title’s page again.',
      };
    case 'malformed':
      return {
        title: 'This download link is broken',
        text: 'It is incomplete or was changed. Open Download on the title’s page again for a new one.',
      };
  }
}
