import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, decodeUtf8, encodeBase64Utf8, encodeUtf8 } from './base64-utf8';

interface PlatformCodecs {
  TextEncoder: new () => { encode(text: string): Uint8Array };
  btoa(binary: string): string;
}

// The runtime's own TextEncoder and btoa are the reference (core's types have neither).
const platform = globalThis as unknown as PlatformCodecs;
const bytesToBase64 = (bytes: Iterable<number>) => platform.btoa(String.fromCharCode(...bytes));
const reference = (text: string) => bytesToBase64(new platform.TextEncoder().encode(text));

describe('encodeBase64Utf8', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['Amélie', 'QW3DqWxpZQ=='],
  ])('encodes %j as %j', (text, encoded) => {
    expect(encodeBase64Utf8(text)).toBe(encoded);
  });

  it('matches the platform encoder for any text, emoji and CJK included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(encodeBase64Utf8(text)).toBe(reference(text));
      }),
    );
  });

  it('turns a lone surrogate into U+FFFD as TextEncoder does', () => {
    expect(encodeUtf8('\uD800')).toEqual([0xef, 0xbf, 0xbd]);
  });
});

describe('decodeBase64Utf8', () => {
  it('reads back any text it encoded', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
      }),
    );
  });

  it('accepts the URL-safe alphabet and missing padding', () => {
    const text = '??>>日本';
    const urlSafe = reference(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeBase64Utf8(urlSafe)).toBe(text);
  });

  it("reads a space as the '+' a query string turned into one", () => {
    const encoded = encodeBase64Utf8('>>>');
    expect(encoded).toContain('+');
    expect(decodeBase64Utf8(encoded.replace(/\+/g, ' '))).toBe('>>>');
  });

  it.each([
    ['characters outside base64', 'ab$d'],
    ['an impossible length', 'abcde'],
    ['bytes that are not UTF-8', bytesToBase64([0xff, 0xfe])],
    ['an overlong UTF-8 form', bytesToBase64([0xc0, 0xaf])],
  ])('refuses %s', (_case, encoded) => {
    expect(decodeBase64Utf8(encoded)).toBeNull();
  });
});

describe('decodeUtf8', () => {
  it('refuses a truncated sequence', () => {
    expect(decodeUtf8([0xe6, 0x97])).toBeNull();
    expect(decodeUtf8([0xe6, 0x97, 0xa5])).toBe('日');
  });
});
