import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web app. Built into dist/web and served by the local server (and by S3 + CloudFront in the cloud)
 * on the same origin as the API, so the client calls relative /api/... URLs.
 * `vite dev` proxies /api to the local server (npm start, port 3000 unless API_PROXY_TARGET says otherwise).
 */
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
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
