import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger, resolveLogFormat } from './logger';

function capture() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

describe('the logger', () => {
  it('writes one JSON object per line by default', () => {
    const { lines, destination } = capture();
    createLogger('info', destination).info({ requestId: 'r1', status: 200 }, 'request');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'request', requestId: 'r1' });
  });

  it('writes a request as one readable line when pretty', () => {
    const { lines, destination } = capture();
    const logger = createLogger('info', destination, 'pretty');
    logger.info(
      { requestId: 'r1', method: 'GET', path: '/movies', status: 200, durationMs: 12 },
      'request',
    );
    expect(lines).toHaveLength(1);
    const plain = stripVTControlCharacters(lines[0] ?? '');
    expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/movies 200 12 ms\n$/);
  });

  it('keeps the fields of other entries on their line when pretty', () => {
    const { lines, destination } = capture();
    createLogger('info', destination, 'pretty').warn({ catalogue: 'embedded' }, 'catalogue ready');
    const plain = stripVTControlCharacters(lines[0] ?? '');
    expect(plain).toMatch(/WARN: catalogue ready \{"catalogue":"embedded"\}/);
    expect(plain).not.toMatch(/service|hostname/);
  });

  it('is readable at a terminal and JSON anywhere else when the format is auto', () => {
    expect(resolveLogFormat('auto', { isTTY: true })).toBe('pretty');
    expect(resolveLogFormat('auto', { isTTY: false })).toBe('json');
    expect(resolveLogFormat('auto', {})).toBe('json');
    expect(resolveLogFormat('json', { isTTY: true })).toBe('json');
    expect(resolveLogFormat('pretty', {})).toBe('pretty');
  });
});
