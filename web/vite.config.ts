import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { scopedClassName } from '../packages/gantt-task-react/class-names.ts';
import { iosAppQr } from './ios-app-qr.ts';
import { pdfjsAssets } from './pdfjs-assets.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The app's colours (web/src/styles/tokens.css --c-primary, --c-bg): the installed app's title bar and splash. */
const THEME_COLOUR = '#1d3557';
const BACKGROUND_COLOUR = '#f3f5f8';

/**
 * The web app. Built into dist/web and served by the local server (and by S3 + CloudFront in the cloud)
 * on the same origin as the API, so the client calls relative /api/... URLs.
 * `vite dev` proxies /api to the local server (npm start, port 3000 unless API_PROXY_TARGET says otherwise).
 * The service worker (web/src/sw.ts) precaches the built app so the site report opens without a
 * connection; it never caches /api (docs/architecture.md#the-site-report-works-offline).
 */
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    react(),
    pdfjsAssets(),
    iosAppQr(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by web/src/main.tsx, after the first screen has loaded.
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Site Office',
        short_name: 'Site Office',
        description: 'Projects, schedules, site reports and documents for construction, plan files and marketing.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        // The shell (index.html, the entry and its shared chunks, CSS, icons) and every route chunk, so the
        // site report and the screens that lead to it open offline. Not the PDF viewer's pdf.js, its worker
        // and its data files under /pdfjs/ (decoders, CMaps, fonts: megabytes, each fetched only by a PDF
        // that needs it, and a PDF needs the connection anyway) nor source maps.
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        globIgnores: ['**/pdf*.js', '**/pdf*.mjs', 'pdfjs/**', '**/*.map'],
        maximumFileSizeToCacheInBytes: 1_500_000,
      },
    }),
  ],
  css: {
    modules: {
      // The Gantt chart's modules keep the class names of gantt-task-react 0.3.9's build, which the print
      // styles and the browser tests name (packages/gantt-task-react/README.md).
      generateScopedName: (name, filename) => scopedClassName(name, relative(repositoryRoot, filename)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
});
