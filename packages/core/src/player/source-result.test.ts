import { describe, expect, it } from 'vitest';
import { chooseStreams, toStreamList } from './source-result';
import type { Stream } from './source-schema';

const hls: Stream = { type: 'hls', playlist: '/media/a/master.m3u8', captions: [] };
const file: Stream = {
  type: 'file',
  qualities: { '720': { url: '/media/a.mp4', type: 'mp4' } },
  captions: [],
};

describe('chooseStreams', () => {
  it('loads the stream when the server returned exactly one', () => {
    expect(chooseStreams(hls, 'Library')).toEqual({ kind: 'load', stream: hls });
    expect(chooseStreams([file], 'Library')).toEqual({ kind: 'load', stream: file });
  });

  it("asks the user to choose under 'Available Streams' when there are several", () => {
    expect(chooseStreams([hls, file], 'Library')).toEqual({
      kind: 'choose',
      heading: 'Available Streams',
      streams: [hls, file],
    });
  });

  it("reports 'Failed to load source: {name}' when there is none", () => {
    expect(chooseStreams([], 'Jellyfin')).toEqual({
      kind: 'none',
      message: 'Failed to load source: Jellyfin',
    });
  });
});

describe('toStreamList', () => {
  it('wraps a single stream and keeps a list as it is', () => {
    expect(toStreamList(hls)).toEqual([hls]);
    expect(toStreamList([hls, file])).toEqual([hls, file]);
  });
});
