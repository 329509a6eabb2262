import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, getAvatarTone, getInitials } from './initials-avatar';

describe('getInitials', () => {
  it.each([
    ['Keanu Reeves', 'KR'],
    ['Cuba Gooding, Jr.', 'CG'],
    ['Robert Downey Jr.', 'RD'],
    ['Madonna', 'M'],
    ['The Wachowskis', 'W'],
    ['The', 'T'],
    ['Samuel L. Jackson', 'SJ'],
    ['Zoë Saldaña', 'ZS'],
    ['Penélope Cruz', 'PC'],
    ['渡辺 謙', '渡謙'],
    ['  50 Cent ', 'C'],
    ['', ''],
    ['—', ''],
  ])('reads %j as %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

// Their contrast with the white initials is measured with the artwork's (artwork-contrast.test.ts).
describe('avatar tones', () => {
  it('give one name the same tone every time, and spread names over the tones', () => {
    expect(getAvatarTone('Keanu Reeves')).toBe(getAvatarTone('Keanu Reeves'));
    const names = Array.from({ length: 200 }, (_, i) => `Person ${String(i)}`);
    expect(new Set(names.map(getAvatarTone)).size).toBe(AVATAR_TONES.length);
  });
});
