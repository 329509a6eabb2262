import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near';

/** A stand-in IntersectionObserver that reports only when the test says the content is near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  bringNear() {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

/** The labels of the counters that have hydrated (their effects ran), in order. */
let hydrated: string[] = [];

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    hydrated.push(label);
  }, [label]);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="Above" />
      <HydrateWhenNear>
        <Counter label="Below" />
      </HydrateWhenNear>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;
/** Each test's ids differ, as two page loads' would: the gates are kept per id. */
let prefix = '';
let tests = 0;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  hydrated = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  tests += 1;
  prefix = `t${String(tests)}-`;
  container.innerHTML = renderToString(<Page />, { identifierPrefix: prefix });
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, <Page />, { identifierPrefix: prefix });
    await Promise.resolve();
  });
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent.startsWith(name));

describe('HydrateWhenNear', () => {
  it('keeps the server HTML in place, not hydrated, until the content comes near', async () => {
    const serverButton = button('Below');
    await hydrate();
    expect(hydrated).toEqual(['Above']);
    expect(button('Below')).toBe(serverButton);
    expect(button('Below')?.textContent).toBe('Below 0');

    await act(async () => {
      FakeIntersectionObserver.instances.forEach((observer) => observer.bringNear());
      await Promise.resolve();
    });
    expect(hydrated).toEqual(['Above', 'Below']);
    act(() => button('Below')?.click());
    expect(button('Below')).toBe(serverButton);
    expect(button('Below')?.textContent).toBe('Below 1');
  });

  it('hydrates at once when the visitor presses on it, and that same click is handled', async () => {
    await hydrate();
    const below = button('Below');
    expect(hydrated).toEqual(['Above']);
    act(() => {
      below?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      below?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(button('Below')?.textContent).toBe('Below 1');
  });

  it('renders at once, with no gate, when the page is rendered in the browser', () => {
    const fresh = document.createElement('div');
    document.body.append(fresh);
    const clientRoot = createRoot(fresh);
    act(() => clientRoot.render(<Page />));
    expect(fresh.textContent).toContain('Below 0');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => clientRoot.unmount());
    fresh.remove();
  });
});
