/**
 * How the 'Available Streams' prompt names a stream: its own label when the provider gave one,
 * else its type and position, with the qualities it offers as a detail line.
 */
import type { Stream } from './source-schema';
import { listFileQualityOptions } from './quality-menu';

/**
 * @param position 1 for the first stream of the list
 * @returns the stream's `label`, else 'HLS stream {position}' or 'File stream {position}'
 */
export function getStreamLabel(stream: Stream, position: number): string {
  if (stream.label !== undefined) return stream.label;
  return `${stream.type === 'hls' ? 'HLS' : 'File'} stream ${position}`;
}

/**
 * @returns a short detail: 'Adaptive quality' for HLS, the file qualities highest first
 *   ('1080p, 720p') for a file stream
 */
export function getStreamDetail(stream: Stream): string {
  if (stream.type === 'hls') return 'Adaptive quality';
  return listFileQualityOptions(stream.qualities)
    .map((option) => option.label)
    .join(', ');
}
