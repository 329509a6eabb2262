import { describe, expect, it } from 'vitest';
import type { Stream } from './source-schema';
import { getStreamDetail, getStreamLabel } from './stream-label';

const hls: Stream = { type: 'hls', playlist: '/media/a/master.m3u8', captions: [] };
const file: Stream = {
  type: 'file',
  qualities: {
    '720': { url: '/media/a-720.mp4', type: 'mp4' },
    '1080': { url: '/media/a-1080.mp4', type: 'mp4' },
  },
  captions: [],
};

describe('getStreamLabel', () => {
  it("uses the provider's label when there is one", () => {
    expect(getStreamLabel({ ...hls, label: 'Adaptive (HLS)' }, 1)).toBe('Adaptive (HLS)');
  });

  it('otherwise names the type and the position', () => {
    expect(getStreamLabel(hls, 1)).toBe('HLS stream 1');
    expect(getStreamLabel(file, 2)).toBe('File stream 2');
  });
});

describe('getStreamDetail', () => {
  it('describes HLS as adaptive and files by their qualities, highest first', () => {
    expect(getStreamDetail(hls)).toBe('Adaptive quality');
    expect(getStreamDetail(file)).toBe('1080p, 720p');
  });
});
