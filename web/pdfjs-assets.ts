/**
 * pdf.js's own data files, served from the app's origin under /pdfjs/<pdf.js version>/: the WebAssembly
 * image decoders (JBIG2, JPEG 2000, ICC colour) with their JavaScript fallbacks, the CMaps of CJK text,
 * the ICC profile and the standard fonts (Helvetica, Times, Courier, Symbol, Dingbats when a PDF does not
 * embed them). Without them pdf.js draws scanned images and some text as blank areas, without an error.
 * The version in the path keeps a pdf.js upgrade from mixing its decoders with an older build's.
 * The build copies them into dist/web; `vite dev` serves them straight from node_modules.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const pdfjsVersion = (JSON.parse(readFileSync(join(pdfjsRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** The URL folder the viewer asks for (web/src/features/documents/components/pdfjs-setup.ts builds the same). */
const PDFJS_ASSETS_PATH = `/pdfjs/${pdfjsVersion}/`;

/** The folders copied, and the files left out: the JavaScript sandbox (PDF scripting stays off). */
const FOLDERS = ['wasm', 'cmaps', 'iccs', 'standard_fonts'] as const;
const LEFT_OUT = new Set(['quickjs-eval.js', 'quickjs-eval.wasm']);

/** Content types of the copied files, for `vite dev` (the local server and CloudFront have their own). */
const TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript; charset=utf-8',
};

/** Every copied file, as its path under the pdfjs-dist package. */
function pdfjsAssetFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(pdfjsRoot, folder))
      .filter((name) => !LEFT_OUT.has(name) && statSync(join(pdfjsRoot, folder, name)).isFile())
      .map((name) => `${folder}/${name}`),
  );
}

export function pdfjsAssets(): Plugin {
  return {
    name: 'site-office:pdfjs-assets',
    generateBundle() {
      for (const file of pdfjsAssetFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_ASSETS_PATH.slice(1)}${file}`,
          source: readFileSync(join(pdfjsRoot, file)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(PDFJS_ASSETS_PATH)) return next();
        const file = normalize(join(pdfjsRoot, decodeURIComponent(path.slice(PDFJS_ASSETS_PATH.length))));
        if (!file.startsWith(pdfjsRoot) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}
