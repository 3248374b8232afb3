import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { getToken } from '../lib/session.ts';
import { ErrorScreen } from './components/error-screen.tsx';
import { loadChunk } from './load-chunk.ts';
import type { AppRouter } from './router.tsx';

/** Resolves once the router has loaded the first screen's chunks (or failed to: its error screen is then ready). */
function firstScreenLoaded(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** A move from the sign-in page drawn without the router to another page: the router makes it. */
export interface Arrival {
  to: string;
  replace: boolean;
}

/**
 * Draws every screen behind the router, from the address the browser shows. After the sign-in page drawn
 * without it, the router starts at that page and makes the `arrival` move itself (the address changes once
 * the new screen's chunks are in, as in any navigation), and the page shown until then stays.
 */
async function showApp(root: Root, arrival?: Arrival): Promise<void> {
  try {
    const { App, createAppRouter } = await loadChunk(() => import('./index.tsx'));
    const router = createAppRouter(arrival ? window.location.pathname : undefined);
    if (arrival) {
      await firstScreenLoaded(router);
      await router.navigate(arrival.to, { replace: arrival.replace });
    }
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<ErrorScreen error={error} />);
  }
}

/**
 * The first screen (docs/architecture.md#the-sign-in-page-paints-without-the-router): a visitor without a
 * session at / gets the sign-in page alone, without the router, TanStack Query or the site report sender,
 * which load once they sign in; any other address, or a stored session, starts the whole app at once.
 */
export async function startApp(root: Root): Promise<void> {
  if (window.location.pathname !== '/' || getToken()) return showApp(root);
  try {
    const { showSignIn } = await loadChunk(() => import('./sign-in-first.tsx'));
    showSignIn(root, (arrival) => showApp(root, arrival));
  } catch (error) {
    root.render(<ErrorScreen error={error} />);
  }
}
