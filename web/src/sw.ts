/// <reference lib="webworker" />
/**
 * The service worker (docs/architecture.md#the-site-report-works-offline). Workbox precaches the built
 * app (its list is injected at build time by vite-plugin-pwa), answers every navigation outside /api with
 * the precached index.html, and leaves everything else to the network: /api answers are never cached,
 * because they carry one user's private data and a phone may be shared.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// A new version takes over at once: the app is a single page whose chunks have hashed names.
void self.skipWaiting();
clientsClaim();
