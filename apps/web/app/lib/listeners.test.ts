import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners';

describe('createListeners', () => {
  it('notify calls every subscribed listener once, in the order they subscribed', () => {
    const listeners = createListeners();
    const calls: string[] = [];
    listeners.subscribe(() => calls.push('a'));
    listeners.subscribe(() => calls.push('b'));
    listeners.notify();
    expect(calls).toEqual(['a', 'b']);
  });

  it('a listener subscribed twice is called once per notify', () => {
    const listeners = createListeners();
    const listener = vi.fn();
    listeners.subscribe(listener);
    listeners.subscribe(listener);
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('an unsubscribed listener is no longer called, and the others still are', () => {
    const listeners = createListeners();
    const gone = vi.fn();
    const kept = vi.fn();
    const unsubscribe = listeners.subscribe(gone);
    listeners.subscribe(kept);
    unsubscribe();
    listeners.notify();
    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('hasListeners is true only while someone listens', () => {
    const listeners = createListeners();
    expect(listeners.hasListeners).toBe(false);
    const unsubscribe = listeners.subscribe(() => undefined);
    expect(listeners.hasListeners).toBe(true);
    unsubscribe();
    expect(listeners.hasListeners).toBe(false);
  });

  it('runs onFirstSubscribe when the first listener arrives and onLastUnsubscribe when the last leaves', () => {
    const onFirstSubscribe = vi.fn();
    const onLastUnsubscribe = vi.fn();
    const listeners = createListeners({ onFirstSubscribe, onLastUnsubscribe });
    const stopA = listeners.subscribe(() => undefined);
    const stopB = listeners.subscribe(() => undefined);
    expect(onFirstSubscribe).toHaveBeenCalledTimes(1);
    stopA();
    expect(onLastUnsubscribe).not.toHaveBeenCalled();
    stopB();
    expect(onLastUnsubscribe).toHaveBeenCalledTimes(1);
    listeners.subscribe(() => undefined);
    expect(onFirstSubscribe).toHaveBeenCalledTimes(2);
  });

  it('onFirstSubscribe runs after the listener is held, so a notify from it reaches the listener', () => {
    const listener = vi.fn();
    const listeners = createListeners({ onFirstSubscribe: () => listeners.notify() });
    listeners.subscribe(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calling an unsubscribe function again does not run onLastUnsubscribe again', () => {
    const onLastUnsubscribe = vi.fn();
    const listeners = createListeners({ onLastUnsubscribe });
    const unsubscribe = listeners.subscribe(() => undefined);
    unsubscribe();
    unsubscribe();
    expect(onLastUnsubscribe).toHaveBeenCalledTimes(1);
  });
});
