/**
 * Two versions of a sheet compared (docs/requirements.md#compare-two-revisions), drawn with pdf.js in the
 * PDF chunk. Both pages are drawn into canvases of version A's size (B scaled to A's width and shifted by
 * the offset), then shown laid over each other (overlay-pixels: A red, B blue, both black, with the
 * slider) or side by side, where zoom and scrolling move both.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { nextZoom, pageFailureMessage } from '../utils/pdf-view.ts';
import {
  comparePixelRatio,
  newerPlacement,
  OVERLAY_COLOURS,
  overlayPixels,
  type PageSize,
} from '../utils/revision-overlay.ts';
import { PDF_ASSET_OPTIONS, pdfjs } from './pdfjs-setup.ts';
import { ZoomButtons } from './zoom-buttons.tsx';
import './pdf-viewer.css';

interface Revision {
  url: string;
  /** 'v3' */
  label: string;
}

export interface RevisionCompareProps {
  older: Revision;
  newer: Revision;
}

type Mode = 'overlay' | 'side';

/** Both pages drawn at one size, with what they were drawn for. */
interface Drawn {
  key: string;
  older: ImageData;
  newer: ImageData;
  cssWidth: number;
  cssHeight: number;
}

const OFFSET_LIMIT = 500;
const SHIFTS = [
  { axis: 'x', way: 'right' },
  { axis: 'y', way: 'down' },
] as const;
const colour = (rgb: readonly number[]) => `rgb(${rgb.join(' ')})`;

/** Both PDFs opened, or why not. */
function useDocuments(older: string, newer: string) {
  const [docs, setDocs] = useState<[PDFDocumentProxy, PDFDocumentProxy] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const tasks = [older, newer].map((url) => pdfjs.getDocument({ url, ...PDF_ASSET_OPTIONS }));
    let live = true;
    setDocs(null);
    setFailed(false);
    Promise.all(tasks.map((t) => t.promise)).then(
      ([a, b]) => live && a && b && setDocs([a, b]),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      for (const task of tasks) void task.destroy();
    };
  }, [older, newer]);
  return { docs, failed };
}

/** The unrotated-by-us size of a page at scale 1 (its own /Rotate applied, as pdf.js shows it). */
async function pageSize(doc: PDFDocumentProxy, page: number): Promise<PageSize> {
  const { width, height } = (await doc.getPage(page)).getViewport({ scale: 1 });
  return { width, height };
}

/** Draws a page into a new canvas of the given pixel size, at `scale` and shifted by (dx, dy) pixels. */
async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  size: { width: number; height: number },
  scale: number,
  shift: { dx: number; dy: number },
  signal: AbortSignal,
): Promise<ImageData> {
  const page = await doc.getPage(pageNumber);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const task = page.render({
    canvas,
    viewport: page.getViewport({ scale }),
    transform: [1, 0, 0, 1, shift.dx, shift.dy],
    background: '#ffffff',
  });
  const cancel = () => task.cancel();
  signal.addEventListener('abort', cancel);
  try {
    await task.promise;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No canvas');
  return context.getImageData(0, 0, size.width, size.height);
}

/** A canvas showing image data at a CSS size. */
function ImageCanvas({
  image,
  cssWidth,
  cssHeight,
  testId,
  label,
}: {
  image: ImageData;
  cssWidth: number;
  cssHeight: number;
  testId: string;
  label: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    canvas.width = image.width;
    canvas.height = image.height;
    canvas.getContext('2d')?.putImageData(image, 0, 0);
  }, [image]);
  return (
    <canvas
      ref={ref}
      className="compare-canvas"
      style={{ width: cssWidth, height: cssHeight }}
      data-testid={testId}
      role="img"
      aria-label={label}
    />
  );
}

/** Scrolling one frame scrolls the other to the same spot (the pages are drawn at one size). */
function useLinkedScroll(frames: RefObject<(HTMLElement | null)[]>) {
  const echo = useRef<HTMLElement | null>(null);
  return useCallback(
    (index: number) => () => {
      const list = frames.current ?? [];
      const from = list[index];
      if (!from) return;
      if (echo.current === from) {
        echo.current = null;
        return;
      }
      for (const other of list) {
        if (!other || other === from) continue;
        if (other.scrollLeft === from.scrollLeft && other.scrollTop === from.scrollTop) continue;
        echo.current = other;
        other.scrollTo({ left: from.scrollLeft, top: from.scrollTop });
      }
    },
    [frames],
  );
}

export default function RevisionCompare({ older, newer }: RevisionCompareProps) {
  const { docs, failed } = useDocuments(older.url, newer.url);
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<Mode>('overlay');
  const [balance, setBalance] = useState(50);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [fit, setFit] = useState(true);
  const [scale, setScale] = useState(1);
  const [frameWidth, setFrameWidth] = useState(0);
  const [sizes, setSizes] = useState<{ page: number; older: PageSize; newer: PageSize } | null>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const frames = useRef<(HTMLElement | null)[]>([]);
  const onScroll = useLinkedScroll(frames);
  const [frameElement, setFrameElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!frameElement) return;
    const measure = () => setFrameWidth(Math.max(0, frameElement.clientWidth - 24));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frameElement);
    return () => observer.disconnect();
  }, [frameElement]);

  const pages = docs ? Math.min(docs[0].numPages, docs[1].numPages) : 0;

  useEffect(() => {
    if (!docs) return;
    let live = true;
    Promise.all([pageSize(docs[0], page), pageSize(docs[1], page)]).then(
      ([a, b]) => live && setSizes({ page, older: a, newer: b }),
      (error: Error) => live && setProblem(pageFailureMessage(page, error)),
    );
    return () => {
      live = false;
    };
  }, [docs, page]);

  const pageSizes = sizes?.page === page ? sizes : null;
  const shownScale = pageSizes && frameWidth ? (fit ? frameWidth / pageSizes.older.width : scale) : null;
  const drawKey = shownScale ? `${page}|${shownScale}|${offset.x}|${offset.y}` : '';

  useEffect(() => {
    if (!docs || !pageSizes || !shownScale) return;
    const abort = new AbortController();
    const cssWidth = pageSizes.older.width * shownScale;
    const cssHeight = pageSizes.older.height * shownScale;
    const ratio = comparePixelRatio(cssWidth, cssHeight, window.devicePixelRatio || 1);
    const size = {
      width: Math.max(1, Math.round(cssWidth * ratio)),
      height: Math.max(1, Math.round(cssHeight * ratio)),
    };
    const placed = newerPlacement(pageSizes.older, pageSizes.newer, offset, shownScale * ratio);
    setProblem(null);
    Promise.all([
      drawPage(docs[0], page, size, shownScale * ratio, { dx: 0, dy: 0 }, abort.signal),
      drawPage(docs[1], page, size, placed.scale, { dx: placed.dx, dy: placed.dy }, abort.signal),
    ]).then(
      ([a, b]) => !abort.signal.aborted && setDrawn({ key: drawKey, older: a, newer: b, cssWidth, cssHeight }),
      (error: Error) => {
        if (!abort.signal.aborted && error.name !== 'RenderingCancelledException') {
          setProblem(pageFailureMessage(page, error));
        }
      },
    );
    return () => abort.abort();
  }, [docs, page, pageSizes, shownScale, offset, drawKey]);

  const [overlay, setOverlay] = useState<ImageData | null>(null);
  useEffect(() => {
    if (!drawn) return;
    const out = new ImageData(drawn.older.width, drawn.older.height);
    overlayPixels(drawn.older.data, drawn.newer.data, out.data, balance / 100);
    setOverlay(out);
  }, [drawn, balance]);

  const current = drawn?.key === drawKey ? drawn : null;
  const status = failed
    ? ''
    : !docs
      ? `Opening ${older.label} and ${newer.label}…`
      : current
        ? ''
        : `Drawing page ${page} of ${older.label} and ${newer.label}…`;
  const zoom = (direction: 1 | -1) => {
    setScale(nextZoom(shownScale ?? 1, direction));
    setFit(false);
  };
  const setShift = (axis: 'x' | 'y', value: string) => {
    const n = Math.round(Number(value));
    if (!Number.isFinite(n)) return;
    setOffset((o) => ({ ...o, [axis]: Math.max(-OFFSET_LIMIT, Math.min(OFFSET_LIMIT, n)) }));
  };
  const frameRefs = useMemo(
    () =>
      [0, 1].map((index) => (element: HTMLElement | null) => {
        frames.current[index] = element;
        if (index === 0) setFrameElement(element);
      }),
    [],
  );
  const frameProps = (index: number, label: string) => ({
    ref: frameRefs[index],
    className: 'pdf-frame compare-frame',
    tabIndex: 0,
    'aria-label': label,
    onScroll: onScroll(index),
  });

  if (failed) {
    return (
      <p className="pdf-frame__failure" role="alert">
        The two versions could not be opened. Download each to see it.
      </p>
    );
  }

  return (
    <div className="pdf-viewer revision-compare">
      <div className="pdf-toolbar">
        <div className="pdf-toolbar__group">
          <Button variant="secondary" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            Previous page
          </Button>
          <span className="pdf-toolbar__page" data-testid="compare-page">
            Page {page} of {pages || '…'}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
            Next page
          </Button>
        </div>
        <div className="pdf-toolbar__group">
          <Button
            variant={mode === 'overlay' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={mode === 'overlay'}
            onClick={() => setMode('overlay')}
          >
            Overlay
          </Button>
          <Button
            variant={mode === 'side' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={mode === 'side'}
            onClick={() => setMode('side')}
          >
            Side by side
          </Button>
        </div>
        <div className="pdf-toolbar__group">
          <ZoomButtons
            scale={shownScale ?? 1}
            fit={fit}
            onZoom={zoom}
            onFit={() => setFit(true)}
            testId="compare-zoom"
          />
        </div>
      </div>
      <div className="compare-controls">
        {mode === 'overlay' ? (
          <Field label={`${older.label} ◀ Balance ▶ ${newer.label}`} id="compare-balance">
            {(control) => (
              <input
                {...control}
                type="range"
                min={0}
                max={100}
                step={5}
                value={balance}
                aria-valuetext={`${100 - balance}% ${older.label}, ${balance}% ${newer.label}`}
                onChange={(e) => setBalance(Number(e.target.value))}
              />
            )}
          </Field>
        ) : null}
        {SHIFTS.map(({ axis, way }) => (
          <TextField
            key={axis}
            label={`Shift ${newer.label} ${way} (pt)`}
            type="number"
            inputMode="numeric"
            min={-OFFSET_LIMIT}
            max={OFFSET_LIMIT}
            value={offset[axis]}
            onChange={(e) => setShift(axis, e.target.value)}
            className="compare-shift"
          />
        ))}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setOffset({ x: 0, y: 0 })}
          disabled={offset.x === 0 && offset.y === 0}
        >
          Reset shift
        </Button>
      </div>
      {mode === 'overlay' ? (
        <p className="compare-legend">
          <span className="compare-key" style={{ background: colour(OVERLAY_COLOURS.older) }} />
          Only in {older.label}
          <span className="compare-key" style={{ background: colour(OVERLAY_COLOURS.newer) }} />
          Only in {newer.label}
          <span className="compare-key" style={{ background: colour(OVERLAY_COLOURS.both) }} />
          In both
        </p>
      ) : null}
      <p className="pdf-frame__progress" role="status" data-testid="compare-progress">
        {status}
      </p>
      {problem ? (
        <p className="pdf-frame__failure" role="alert">
          {problem}
        </p>
      ) : null}
      {mode === 'overlay' ? (
        <section {...frameProps(0, `${older.label} and ${newer.label} laid over each other, page ${page}`)}>
          {current && overlay ? (
            <ImageCanvas
              image={overlay}
              cssWidth={current.cssWidth}
              cssHeight={current.cssHeight}
              testId="compare-overlay"
              label={`Page ${page}: ${older.label} in red, ${newer.label} in blue, unchanged in black`}
            />
          ) : null}
        </section>
      ) : (
        <div className="compare-side">
          {(['older', 'newer'] as const).map((which, index) => {
            const label = which === 'older' ? older.label : newer.label;
            return (
              <section key={which} {...frameProps(index, `${label}, page ${page}`)}>
                <h2 className="compare-side__title">{label}</h2>
                {current ? (
                  <ImageCanvas
                    image={current[which]}
                    cssWidth={current.cssWidth}
                    cssHeight={current.cssHeight}
                    testId={`compare-${which}`}
                    label={`Page ${page} of ${label}`}
                  />
                ) : null}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
