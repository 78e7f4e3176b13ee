import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the router has started: the first page's code (every page is a lazy chunk) is
 * loaded and its loader has run. The app's first render waits for it. RouterProvider reads the
 * router's state as it renders but only listens for changes once it has committed, and the first
 * render is a transition that yields to the browser between slices: a router that finished
 * starting in one of those gaps went unheard, and the page stayed blank.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
