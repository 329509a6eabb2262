/**
 * Renders a component inside a router for the component tests (`*.dom.test.tsx`): the page sits
 * at `path`, other addresses show a plain stand-in page naming the address, an optional `shell`
 * stays on every page, and a small "Current address" output below shows where the router is, so
 * a test can assert a navigation the way a person would see the page change.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, type InitialEntry, Outlet, useLocation } from 'react-router';

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

function Layout({ shell }: { shell: ReactNode }) {
  return (
    <>
      <Outlet />
      {shell}
      <CurrentAddress />
    </>
  );
}

function OtherPage() {
  const location = useLocation();
  return <h1>{`Stand-in page ${location.pathname}`}</h1>;
}

export interface RenderRouteOptions {
  /** the route pattern the component is mounted at; '/' by default */
  path?: string;
  /** the address the test starts at (with navigation state, if any); `path` by default */
  url?: InitialEntry;
  /** shown on every page, as the site shell shows its header and menus */
  shell?: ReactNode;
}

/** Mounts `element` at `path` (every other address shows a stand-in page) and opens `url`. */
export function renderRoute(element: ReactNode, options: RenderRouteOptions = {}): RenderResult {
  const path = options.path ?? '/';
  const Stub = createRoutesStub([
    {
      Component: () => <Layout shell={options.shell} />,
      children: [
        { path, Component: () => element },
        { path: '*', Component: OtherPage },
      ],
    },
  ]);
  return render(<Stub initialEntries={[options.url ?? path]} />);
}
