import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import pageLoaders from 'virtual:page-loaders';
import { Spinner } from '../components/ui/spinner';
import type pages from './pages.json';
import { RouteError } from './route-error';

/**
 * The pieces of the route table (routes.tsx). Routes are plain `element`s rendered by `useRoutes`
 * under a `BrowserRouter`: the data router's loaders and lazy routes would cost every page about
 * 17 KB gzip of router code (decision 027), so code splitting is React's `lazy` with `Suspense`,
 * and what a loader started is started by `Prefetch` as the routes render.
 */

/** Shows the failure screen instead of a blank page when a page's code or render fails. */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * What a data router's loaders did: starts requests as the routes below render, so they travel
 * while the session check is out and the page's code downloads. `once` when this route first
 * shows (the session check and settings); `forPage` for each address shown under it (a page's
 * own requests). Both go through the query cache, so an answer still fresh is not asked again.
 */
export function Prefetch({
  once,
  forPage,
  children,
}: {
  once: () => unknown;
  forPage: (pathname: string) => unknown;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  useState(once);
  // During render, not in an effect, so the requests leave before anything below has committed.
  useMemo(() => forPage(pathname), [forPage, pathname]);
  return children;
}

/** A page loaded only when its route is visited, with a spinner until its code has arrived. */
function lazyElement(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <PageBoundary>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}

/** Marks the routes that load a page of `pages.json`, so a test can compare the two tables. */
export interface PageHandle {
  page: string;
}

/**
 * The route at `url` (as the address bar shows it, under its parent's `base`) and its page, as
 * `pages.json` names them (`<feature>/<file>` in `features/<feature>/pages/`, exporting the
 * file's name in PascalCase): the one table of pages, which the bundle budget
 * (scripts/bundle-budget.mjs) reads too, so every page the router serves is measured. An area
 * with its own table of loaders (the supporters') passes it as `loaders`.
 */
export function pageAt(url: keyof typeof pages, base = '/', loaders = pageLoaders): RouteObject {
  return {
    path: url.slice(base.length),
    element: lazyElement(loaders[url]!),
    handle: { page: url } satisfies PageHandle,
  };
}

/** A module's component, loaded only when its route is visited (a layout, for instance). */
export function lazyModule<M>(load: () => Promise<M>, name: keyof M): ReactNode {
  return lazyElement(async () => (await load())[name] as ComponentType);
}
