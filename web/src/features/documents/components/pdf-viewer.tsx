/**
 * The PDF viewer (react-pdf 11 / pdf.js). Loaded only by /view_file, in its own chunk with its worker.
 * One page is drawn at a time, so a 200-sheet drawing set opens as fast as a one-page one; the canvas is
 * capped in pixels so a zoomed-in A0 sheet does not exhaust a phone's memory.
 *
 * pdf.js gets its data files from our origin (copied there by web/pdfjs-assets.ts): the JBIG2 and
 * JPEG 2000 decoders (scanned drawings), ICC colour, CJK CMaps and the standard fonts. pdf.js leaves an
 * image it cannot decode blank and only logs it; the frame says so instead, as it does for a page that
 * fails to draw. Until a page has drawn (after each zoom step too) the frame shows "Loading page…",
 * announced to screen readers. The frame is a focusable region; arrow keys pan a zoomed page and turn an
 * unzoomed one (Page Up and Page Down always turn).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { Button } from '../../../components/ui/button.tsx';
import {
  canvasPixelRatio,
  clampPage,
  incompletePageMessage,
  isUnshownXfaForm,
  nextZoom,
  PDF_ZOOM_MAX,
  PDF_ZOOM_MIN,
  pageFailureMessage,
  pdfKeyAction,
  undecodedImages,
  XFA_NOT_SHOWN,
} from '../utils/pdf-view.ts';
import { PdfPageForm } from './pdf-page-form.tsx';
import './pdf-viewer.css';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Where the build puts pdf.js's data files (web/pdfjs-assets.ts): one folder per pdf.js version. */
const ASSETS = `/pdfjs/${pdfjs.version}/`;
const ASSET_OPTIONS = {
  wasmUrl: `${ASSETS}wasm/`,
  cMapUrl: `${ASSETS}cmaps/`,
  cMapPacked: true,
  iccUrl: `${ASSETS}iccs/`,
  standardFontDataUrl: `${ASSETS}standard_fonts/`,
};

/** The page shown has drawn (`key` names what was asked: page, scale, pixels), maybe with a problem to tell. */
type Drawing = { key: string; problem: string | null };

export interface PdfViewerProps {
  url: string;
  fileName: string;
  /** The PDF could not be read. */
  onError: (error: Error) => void;
}

export default function PdfViewer({ url, fileName, onError }: PdfViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(1);
  const [fit, setFit] = useState(true);
  const [scale, setScale] = useState(1);
  const [frameWidth, setFrameWidth] = useState(0);
  /** Natural size (points) of each page seen so far: sheets of one set may differ. */
  const [naturalSizes, setNaturalSizes] = useState<Record<number, { width: number; height: number }>>({});
  /** The document was read and checked (an XFA form is not drawn). */
  const [checked, setChecked] = useState<'pending' | 'drawable' | 'xfa'>('pending');
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setFrameWidth(Math.max(0, element.clientWidth - 24));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const natural = naturalSizes[page]?.width;
  const naturalHeight = naturalSizes[page]?.height;
  const fitScale = natural && frameWidth ? frameWidth / natural : 1;
  const shownScale = fit ? fitScale : scale;

  const goTo = useCallback(
    (target: number) => {
      const next = clampPage(target, numPages);
      setPage(next);
      frame.current?.scrollTo({ top: 0 });
    },
    [numPages],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea')) return;
      const action = pdfKeyAction(event.key, !fit);
      if (!action) return;
      event.preventDefault();
      if ('pan' in action) frame.current?.scrollBy(action.pan);
      else goTo(page + action.turn);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, page, fit]);

  const zoom = (direction: 1 | -1) => {
    setScale(nextZoom(shownScale, direction));
    setFit(false);
  };

  const cssWidth = natural ? natural * shownScale : frameWidth;
  const cssHeight = natural && naturalHeight ? naturalHeight * shownScale : cssWidth * 1.5;
  const pixelRatio = canvasPixelRatio(cssWidth, cssHeight, window.devicePixelRatio || 1);
  // What the canvas is asked to show now; a draw that finishes reports against the latest ask.
  const drawKey = `${page}|${natural ? shownScale : 'fit'}|${pixelRatio}`;
  const latestKey = useRef(drawKey);
  latestKey.current = drawKey;
  const current = drawing?.key === drawKey ? drawing : null;
  const failed = (error: Error) => setDrawing({ key: latestKey.current, problem: pageFailureMessage(page, error) });
  const status = checked === 'xfa' || current ? '' : `Loading page ${page}${numPages ? ` of ${numPages}` : ''}…`;

  return (
    <div className="pdf-viewer">
      <div className="pdf-toolbar" role="toolbar" aria-label="PDF controls">
        <div className="pdf-toolbar__group">
          <Button variant="secondary" size="sm" onClick={() => goTo(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <PdfPageForm page={page} numPages={numPages} onGo={goTo} />
          <Button variant="secondary" size="sm" onClick={() => goTo(page + 1)} disabled={page >= numPages}>
            Next
          </Button>
        </div>
        <div className="pdf-toolbar__group">
          <Button
            variant="secondary"
            size="sm"
            aria-label="Zoom out"
            onClick={() => zoom(-1)}
            disabled={shownScale <= PDF_ZOOM_MIN}
          >
            −
          </Button>
          <span className="pdf-toolbar__zoom" data-testid="pdf-zoom">
            {Math.round(shownScale * 100)}%
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Zoom in"
            onClick={() => zoom(1)}
            disabled={shownScale >= PDF_ZOOM_MAX}
          >
            +
          </Button>
          <Button variant={fit ? 'primary' : 'secondary'} size="sm" aria-pressed={fit} onClick={() => setFit(true)}>
            Fit to width
          </Button>
        </div>
      </div>
      {/* A scroll region keyboard users reach: focused, the arrows pan a zoomed page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <section className="pdf-frame" ref={frame} tabIndex={0} aria-label={`${fileName}, page ${page}`}>
        <p className="pdf-frame__progress" role="status" data-testid="pdf-progress">
          {status}
        </p>
        {current?.problem ? (
          <p className="pdf-frame__failure" role="alert">
            {current.problem}
          </p>
        ) : null}
        {checked === 'xfa' ? (
          <p className="pdf-frame__failure" role="alert">
            {XFA_NOT_SHOWN}
          </p>
        ) : null}
        <Document
          file={url}
          options={ASSET_OPTIONS}
          loading={null}
          error={<p className="pdf-frame__status">Failed to load PDF viewer</p>}
          onLoadSuccess={async (pdf) => {
            setNumPages(pdf.numPages);
            if (page > pdf.numPages) goTo(1);
            const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
            setChecked(isUnshownXfaForm(info) ? 'xfa' : 'drawable');
          }}
          onLoadError={onError}
          onSourceError={onError}
        >
          {frameWidth > 0 && checked === 'drawable' ? (
            <Page
              key={page}
              pageNumber={page}
              scale={natural ? shownScale : undefined}
              width={natural ? undefined : frameWidth}
              devicePixelRatio={pixelRatio}
              renderTextLayer={false}
              renderAnnotationLayer={false}
              loading={null}
              onRenderSuccess={(drawn) => {
                const missing = undecodedImages(drawn.objs);
                setDrawing({ key: latestKey.current, problem: missing ? incompletePageMessage(page, missing) : null });
              }}
              onRenderError={failed}
              onLoadError={failed}
              onLoadSuccess={(p) =>
                setNaturalSizes((sizes) =>
                  sizes[page] ? sizes : { ...sizes, [page]: { width: p.originalWidth, height: p.originalHeight } },
                )
              }
              className="pdf-page"
              canvasBackground="#ffffff"
            />
          ) : null}
        </Document>
      </section>
      <p className="sr-only" aria-live="polite">
        {numPages ? `${fileName}, page ${page} of ${numPages}` : ''}
      </p>
    </div>
  );
}
