/**
 * A component whose code is fetched on demand, with a preload that fetches it ahead of need.
 * Once the code has arrived it renders at once: React.lazy alone suspends on its first render even
 * when the module is already here, and React then holds the Suspense fallback for about 300 ms
 * before revealing the content; after a preload, that wait would be most of the time from a click
 * to what it opens.
 */
import { lazy, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<Props extends object> {
  /**
   * The component: rendered at once when its code is here, else behind React.lazy (so it must
   * then be inside a Suspense boundary).
   */
  readonly Component: (props: Props) => ReactElement;
  /** whether the code has arrived (preloaded, or rendered before) */
  isLoaded(): boolean;
  /** starts fetching the code; safe to call often (the browser fetches a module once) */
  preload(): void;
}

/** @param load imports the module and returns the component */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  const fetchComponent = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Suspending = lazy(fetchComponent);
  function Component(props: Props): ReactElement {
    const Loaded = loaded;
    return Loaded === null ? <Suspending {...props} /> : <Loaded {...props} />;
  }
  return {
    Component,
    isLoaded: () => loaded !== null,
    preload() {
      fetchComponent().catch(() => undefined);
    },
  };
}
