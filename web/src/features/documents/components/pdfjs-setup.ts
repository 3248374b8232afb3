/**
 * pdf.js as the viewer and the revision compare use it: its worker, and its data files from our origin
 * (copied there by web/pdfjs-assets.ts): the JBIG2 and JPEG 2000 decoders (scanned drawings), ICC colour,
 * CJK CMaps and the standard fonts. Imported only by the lazily loaded PDF chunks.
 */
import { pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Where the build puts pdf.js's data files (web/pdfjs-assets.ts): one folder per pdf.js version. */
const ASSETS = `/pdfjs/${pdfjs.version}/`;

/** The document options every PDF is opened with. */
export const PDF_ASSET_OPTIONS = {
  wasmUrl: `${ASSETS}wasm/`,
  cMapUrl: `${ASSETS}cmaps/`,
  cMapPacked: true,
  iccUrl: `${ASSETS}iccs/`,
  standardFontDataUrl: `${ASSETS}standard_fonts/`,
};

export { pdfjs };
