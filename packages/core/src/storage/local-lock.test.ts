import { describe, expect, it } from 'vitest';
import {
  type KeyValueStorage,
  loadLocalLock,
  parseLocalLock,
  saveLastBookmarkUpdateTime,
  STORAGE_READ_ERROR,
  STORAGE_WRITE_ERROR,
  writeStorageItem,
} from './local-lock';

/** An in-memory storage whose reads or writes can be made to fail. */
function memoryStorage(
  initial: Record<string, string> = {},
  fail: { read?: boolean; write?: boolean; remove?: boolean } = {},
) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => {
      if (fail.read) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (fail.write) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => {
      if (fail.remove) throw new Error('SecurityError');
      data.delete(key);
    },
  };
  return { storage, data };
}

describe('error texts', () => {
  it('are the spec texts word for word', () => {
    expect(STORAGE_READ_ERROR).toBe(
      'Failed to read from localStorage, clear all data and try again.',
    );
    expect(STORAGE_WRITE_ERROR).toBe(
      'Failed to update localStorage, clear all data and try again.',
    );
  });
});

describe('parseLocalLock', () => {
  it('reads a valid record as it is', () => {
    expect(parseLocalLock('{"valid":true,"lastBookmarkUpdateTime":5}')).toEqual({
      kind: 'read',
      lock: { valid: true, lastBookmarkUpdateTime: 5 },
      needsWrite: false,
    });
  });

  it.each([
    ['{"valid":false,"lastBookmarkUpdateTime":5}', 5],
    ['{"lastBookmarkUpdateTime":5}', 5],
    ['{"valid":"yes","lastBookmarkUpdateTime":5}', 5],
    ['{"valid":true,"lastBookmarkUpdateTime":"5"}', 0],
    ['{"valid":true,"lastBookmarkUpdateTime":-1}', 0],
    ['{}', 0],
  ])('resets %s to valid true, keeping a usable time (%d)', (raw, time) => {
    expect(parseLocalLock(raw)).toEqual({
      kind: 'read',
      lock: { valid: true, lastBookmarkUpdateTime: time },
      needsWrite: true,
    });
  });

  it.each([['{oops'], ['[]'], ['null'], ['7'], ['"text"']])('calls %j unreadable', (raw) => {
    expect(parseLocalLock(raw)).toEqual({ kind: 'unreadable' });
  });

  it('calls a missing record absent', () => {
    expect(parseLocalLock(null)).toEqual({ kind: 'absent' });
  });
});

describe('loadLocalLock', () => {
  it('creates the record when there is none', () => {
    const { storage, data } = memoryStorage();
    expect(loadLocalLock(storage)).toEqual({
      ok: true,
      value: { valid: true, lastBookmarkUpdateTime: 0 },
    });
    expect(data.get('local-lock')).toBe('{"valid":true,"lastBookmarkUpdateTime":0}');
  });

  it('resets a record not marked valid, and stores the reset', () => {
    const { storage, data } = memoryStorage({
      'local-lock': '{"valid":false,"lastBookmarkUpdateTime":9}',
    });
    expect(loadLocalLock(storage)).toEqual({
      ok: true,
      value: { valid: true, lastBookmarkUpdateTime: 9 },
    });
    expect(data.get('local-lock')).toBe('{"valid":true,"lastBookmarkUpdateTime":9}');
  });

  it('leaves a valid record untouched, without writing', () => {
    const { storage } = memoryStorage(
      { 'local-lock': '{"valid":true,"lastBookmarkUpdateTime":9}' },
      { write: true },
    );
    expect(loadLocalLock(storage)).toEqual({
      ok: true,
      value: { valid: true, lastBookmarkUpdateTime: 9 },
    });
  });

  it('clears an unreadable record and fails with the read error', () => {
    const { storage, data } = memoryStorage({ 'local-lock': '{broken', theme: 'dark' });
    expect(loadLocalLock(storage)).toEqual({ ok: false, reason: STORAGE_READ_ERROR });
    expect([...data.keys()]).toEqual(['theme']);
  });

  it('fails with the read error even when the unreadable record cannot be removed', () => {
    const { storage } = memoryStorage({ 'local-lock': '{broken' }, { remove: true });
    expect(loadLocalLock(storage)).toEqual({ ok: false, reason: STORAGE_READ_ERROR });
  });

  it('fails with the read error when storage refuses to be read', () => {
    const { storage } = memoryStorage({}, { read: true });
    expect(loadLocalLock(storage)).toEqual({ ok: false, reason: STORAGE_READ_ERROR });
  });

  it('fails with the write error when the repaired record cannot be stored', () => {
    const { storage } = memoryStorage({ 'local-lock': '{"valid":false}' }, { write: true });
    expect(loadLocalLock(storage)).toEqual({ ok: false, reason: STORAGE_WRITE_ERROR });
  });
});

describe('writes', () => {
  it('writes a value, or answers the write error when storage refuses', () => {
    const ok = memoryStorage();
    expect(writeStorageItem(ok.storage, 'theme', 'dark')).toEqual({ ok: true, value: undefined });
    expect(ok.data.get('theme')).toBe('dark');
    expect(writeStorageItem(memoryStorage({}, { write: true }).storage, 'theme', 'dark')).toEqual({
      ok: false,
      reason: STORAGE_WRITE_ERROR,
    });
  });

  it('records a bookmark sync time in a valid record', () => {
    const { storage, data } = memoryStorage({ 'local-lock': '{"valid":false}' });
    expect(saveLastBookmarkUpdateTime(storage, 1234)).toEqual({
      ok: true,
      value: { valid: true, lastBookmarkUpdateTime: 1234 },
    });
    expect(data.get('local-lock')).toBe('{"valid":true,"lastBookmarkUpdateTime":1234}');
    expect(saveLastBookmarkUpdateTime(memoryStorage({}, { write: true }).storage, 1)).toEqual({
      ok: false,
      reason: STORAGE_WRITE_ERROR,
    });
  });
});
