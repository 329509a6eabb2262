// The HLS master playlist of the encoded clip, written from what ffmpeg actually produced (segment
// sizes, the H.264 profile and level) rather than from the requested bitrates; the episodes' one
// also offers a second audio track.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FPS, RENDITIONS, SECOND_AUDIO } from './options.mjs';

const AUDIO_CODEC = 'mp4a.40.2'; // ffmpeg's native AAC encoder writes AAC-LC
const AUDIO_GROUP = 'audio';

/** The master playlist with the second audio track, beside the clip (placed as `master.m3u8`). */
export const MASTER_WITH_SECOND_AUDIO = 'master-second-audio.m3u8';

/**
 * The master playlist: each rendition's peak and average bandwidth measured on its segments,
 * its codecs read from the encoded stream. With `secondAudio`, an audio group of two tracks:
 * English (the renditions' own audio, the default) and the second one (`SECOND_AUDIO`).
 * @param {string} clipDir folder of `<rendition>.mp4`
 * @param {string} hlsDir folder of `<rendition>/index.m3u8` and its segments
 * @param {{ secondAudio?: boolean }} [options]
 * @returns {string}
 */
export function masterPlaylist(clipDir, hlsDir, options = {}) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const group = options.secondAudio ? `,AUDIO="${AUDIO_GROUP}"` : '';
  if (options.secondAudio) {
    const second = SECOND_AUDIO;
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES`,
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",LANGUAGE="${second.language}",NAME="${second.name}",DEFAULT=NO,AUTOSELECT=YES,URI="${second.folder}/index.m3u8"`,
    );
  }
  for (const r of RENDITIONS) {
    const { peak, average } = measureBandwidth(path.join(hlsDir, r.name));
    const codecs = `${avcCodecString(path.join(clipDir, `${r.name}.mp4`))},${AUDIO_CODEC}`;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}",FRAME-RATE=${FPS.toFixed(3)}${group}`,
      `${r.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * @param {string} renditionDir folder of `index.m3u8` and its segments
 * @returns {{ peak: number, average: number }} bits per second
 */
function measureBandwidth(renditionDir) {
  const lines = readFileSync(path.join(renditionDir, 'index.m3u8'), 'utf8').split(/\r?\n/);
  let peak = 0;
  let totalBits = 0;
  let totalSeconds = 0;
  for (let i = 0; i < lines.length; i++) {
    const duration = /^#EXTINF:([\d.]+)/.exec(lines[i] ?? '')?.[1];
    const uri = lines[i + 1];
    if (duration === undefined || !uri) continue;
    const bits = statSync(path.join(renditionDir, uri)).size * 8;
    const segmentSeconds = Number(duration);
    if (segmentSeconds > 0) peak = Math.max(peak, bits / segmentSeconds);
    totalBits += bits;
    totalSeconds += segmentSeconds;
  }
  if (totalSeconds === 0) throw new Error(`No segments in ${renditionDir}`);
  return { peak: Math.ceil(peak), average: Math.ceil(totalBits / totalSeconds) };
}

/**
 * The RFC 6381 codec string of an MP4's H.264 track, from its `avcC` box
 * (profile, constraint flags, level), e.g. `avc1.4d401f`.
 * @param {string} mp4File
 * @returns {string}
 */
function avcCodecString(mp4File) {
  const data = readFileSync(mp4File);
  const at = data.indexOf('avcC');
  if (at < 0 || at + 8 > data.length) throw new Error(`No H.264 configuration in ${mp4File}`);
  const hex = (/** @type {number} */ offset) =>
    (data[at + offset] ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}
