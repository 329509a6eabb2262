import { describe, expect, it } from 'vitest';
import { mediaUrlSchema } from './media-url-schema';

describe('mediaUrlSchema', () => {
  it.each([
    'https://archive.org/download/night_of_the_living_dead/night.mp4',
    'http://jellyfin.local:8096/Videos/abc/master.m3u8?api_key=x',
    '/media/Night%20of%20the%20Living%20Dead%20(1968)/movie.mp4',
    '/',
  ])('accepts %s', (url) => {
    expect(mediaUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/vtt,WEBVTT',
    'blob:https://a.b/1',
    'file:///etc/passwd',
    '//evil.example/x.mp4',
    '/\\evil.example/x.mp4',
    'media/x.mp4',
    '/media/with space.mp4',
    '',
    `https://a.b/${'x'.repeat(5000)}`,
  ])('rejects %s', (url) => {
    expect(mediaUrlSchema.safeParse(url).success).toBe(false);
  });
});
