/**
 * The PDF viewer (react-pdf 11 / pdf.js). Loaded only by /view_file, in its own chunk with its worker.
 * One page is drawn at a time, so a 200-sheet drawing set opens as fast as a one-page one; the canvas is
 * capped in pixels so a zoomed-in A0 sheet does not exhaust a phone's memory.
 *
 * pdf.js gets its data files from our origin (pdfjs-setup.ts). pdf.js leaves an
 * image it cannot decode blank and only logs it; the frame says so instead, as it does for a page that
 * fails to draw. Until a page has drawn (after each zoom step too) the frame shows "Loading page…",
 * announced to screen readers. The frame is a focusable region; arrow keys pan a zoomed page and turn an
 * unzoomed one (Page Up and Page Down always turn). Rotate turns the page a quarter clockwise.
 *
 * With a sheet (`pins`), the sheet's pins are drawn on the page and listed beside it, and a person who may
 * place pins gets the Place pin mode (docs/requirements.md#pins-on-a-sheet, use-pin-work.tsx). The version's
 * markups are drawn over the page, with the Markup mode and the layers list (docs/requirements.md#markups,
 * use-markup-work.tsx).
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Document, Page } from 'react-pdf';
import { quarterTurn, viewportSize } from '#shared/pin-geometry.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  canvasPixelRatio,
  clampPage,
  incompletePageMessage,
  isUnshownXfaForm,
  needsDetail,
  nextZoom,
  pageFailureMessage,
  pdfKeyAction,
  undecodedImages,
  XFA_NOT_SHOWN,
} from '../utils/pdf-view.ts';
import { DetailCanvas } from './detail-canvas.tsx';
import { MarkupLayer } from './markup-layer.tsx';
import { MarkupLayers, MarkupToolbar } from './markup-toolbar.tsx';
import { PdfPageForm } from './pdf-page-form.tsx';
import { PDF_ASSET_OPTIONS } from './pdfjs-setup.ts';
import { EMPTY_PIN, PinFormDialog } from './pin-form-dialog.tsx';
import { PinLayer } from './pin-layer.tsx';
import { PinPanel } from './pin-panel.tsx';
import { useMarkupWork } from './use-markup-work.tsx';
import { type PinSheet, usePinWork } from './use-pin-work.tsx';
import { ZoomButtons } from './zoom-buttons.tsx';
import './pdf-viewer.css';

/** The page shown has drawn (`key` names what was asked: page, scale, pixels), maybe with a problem to tell. */
type Drawing = { key: string; problem: string | null };

export interface PdfViewerProps {
  url: string;
  fileName: string;
  /** The PDF could not be read. */
  onError: (error: Error) => void;
  /** The sheet whose pins to show and place; without it the viewer shows no pins. */
  pins?: PinSheet | null;
  /** Open on this page, with this pin picked (a pin opened from a list). */
  initialPage?: number;
  initialPin?: string | null;
}

/** A page's size unrotated at scale 1 (PDF.js's viewport with rotation 0) and its own /Rotate. */
interface PageInfo {
  width: number;
  height: number;
  rotate: number;
}

export default function PdfViewer({ url, fileName, onError, pins, initialPage, initialPin = null }: PdfViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(initialPage ?? 1);
  /** The person's quarter turns, on top of each page's own rotation. */
  const [turn, setTurn] = useState(0);
  const [pageInfo, setPageInfo] = useState<Record<number, PageInfo>>({});
  const work = usePinWork(pins ?? null, initialPin);
  const markups = useMarkupWork(pins ? { module: pins.module, fileId: pins.fileId, version: pins.version } : null);
  const [fit, setFit] = useState(true);
  const [scale, setScale] = useState(1);
  const [frameWidth, setFrameWidth] = useState(0);
  /** Natural size (points) of each page seen so far: sheets of one set may differ. */
  const [naturalSizes, setNaturalSizes] = useState<Record<number, { width: number; height: number }>>({});
  /** The document was read and checked (an XFA form is not drawn). */
  const [checked, setChecked] = useState<'pending' | 'drawable' | 'xfa'>('pending');
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  /** The page shown, as pdf.js has it (for drawing its part in view at high zoom). */
  const [pageProxy, setPageProxy] = useState<PDFPageProxy | null>(null);
  const [detailDrawing, setDetailDrawing] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setFrameWidth(Math.max(0, element.clientWidth - 24));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const info = pageInfo[page];
  const rotation = quarterTurn((info?.rotate ?? 0) + turn);
  // Turned by the person, the page's sides follow the rotation; otherwise as PDF.js measured it.
  const turnedSize = info && turn !== 0 ? viewportSize(info, { scale: 1, rotation }) : undefined;
  const natural = turnedSize?.width ?? naturalSizes[page]?.width;
  const naturalHeight = turnedSize?.height ?? naturalSizes[page]?.height;
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
      if (target?.closest('input, select, textarea, [data-pin-layer], dialog')) return;
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
  const screenRatio = window.devicePixelRatio || 1;
  const pixelRatio = canvasPixelRatio(cssWidth, cssHeight, screenRatio);
  // What the canvas is asked to show now; a draw that finishes reports against the latest ask.
  const drawKey = `${page}|${natural ? shownScale : 'fit'}|${pixelRatio}|${rotation}`;
  const latestKey = useRef(drawKey);
  latestKey.current = drawKey;
  const current = drawing?.key === drawKey ? drawing : null;
  const failed = (error: Error) => setDrawing({ key: latestKey.current, problem: pageFailureMessage(page, error) });
  const detail = current && natural && pageProxy?.pageNumber === page && needsDetail(pixelRatio, screenRatio);
  const status =
    checked === 'xfa'
      ? ''
      : !current
        ? `Loading page ${page}${numPages ? ` of ${numPages}` : ''}…`
        : detail && detailDrawing
          ? `Sharpening page ${page} at ${Math.round(shownScale * 100)}%…`
          : '';

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
          <ZoomButtons scale={shownScale} fit={fit} onZoom={zoom} onFit={() => setFit(true)} testId="pdf-zoom" />
          <Button variant="secondary" size="sm" onClick={() => setTurn((t) => (t + 90) % 360)}>
            Rotate
          </Button>
          {work.mayEdit ? (
            <Button
              variant={work.placing ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={work.placing !== null}
              onClick={() => work.setPlacing(work.placing ? null : 'new')}
            >
              {work.placing && work.placing !== 'new' ? 'Moving pin…' : 'Place pin'}
            </Button>
          ) : null}
          {markups.mayDraw ? (
            <Button
              variant={markups.drawing ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={markups.drawing}
              onClick={() => (markups.drawing ? markups.stop() : markups.start(page))}
            >
              Markup
            </Button>
          ) : null}
        </div>
      </div>
      {markups.drawing ? <MarkupToolbar work={markups} size={pageInfo[markups.drawPage]} /> : null}
      <div className={work.active ? 'pdf-body pdf-body--pins' : 'pdf-body'}>
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
            options={PDF_ASSET_OPTIONS}
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
              <div className="pdf-sheet" ref={sheet}>
                <Page
                  key={page}
                  pageNumber={page}
                  scale={natural ? shownScale : undefined}
                  {...(info && turn !== 0 && { rotate: rotation })}
                  width={natural ? undefined : frameWidth}
                  devicePixelRatio={pixelRatio}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                  loading={null}
                  onRenderSuccess={(drawn) => {
                    const missing = undecodedImages(drawn.objs);
                    setDrawing({
                      key: latestKey.current,
                      problem: missing ? incompletePageMessage(page, missing) : null,
                    });
                  }}
                  onRenderError={failed}
                  onLoadError={failed}
                  onLoadSuccess={(p) => {
                    setPageProxy(p);
                    setNaturalSizes((sizes) =>
                      sizes[page] ? sizes : { ...sizes, [page]: { width: p.originalWidth, height: p.originalHeight } },
                    );
                    const own = p.getViewport({ scale: 1, rotation: 0 });
                    setPageInfo((known) =>
                      known[page]
                        ? known
                        : { ...known, [page]: { width: own.width, height: own.height, rotate: p.rotate } },
                    );
                  }}
                  className="pdf-page"
                  canvasBackground="#ffffff"
                />
                {detail && pageProxy ? (
                  <DetailCanvas
                    key={drawKey}
                    page={pageProxy}
                    scale={shownScale}
                    rotation={rotation}
                    frame={frame}
                    sheet={sheet}
                    onDrawing={setDetailDrawing}
                  />
                ) : null}
                {work.active && info && natural && current ? (
                  <PinLayer
                    pins={work.pins.filter((pin) => pin.spot.page === page)}
                    waiting={work.waiting.pending.filter((e) => e.pin?.spot.page === page)}
                    page={info}
                    view={{ scale: shownScale, rotation }}
                    placing={work.placing !== null}
                    selectedId={work.selectedId}
                    onSelect={(pin) => work.setSelectedId(pin._id)}
                    onPlace={(point) => work.place(page, point, info)}
                    onCancelPlacing={() => work.setPlacing(null)}
                  />
                ) : null}
                {markups.active && info && natural && current ? (
                  <MarkupLayer
                    markups={markups.shownOn(page)}
                    shapes={page === markups.drawPage ? markups.shapes : []}
                    page={info}
                    view={{ scale: shownScale, rotation }}
                    drawing={markups.drawing && page === markups.drawPage}
                    tool={markups.tool}
                    colour={markups.colour}
                    width={markups.width}
                    words={markups.words}
                    onAdd={markups.add}
                    onLeave={markups.stop}
                  />
                ) : null}
              </div>
            ) : null}
          </Document>
        </section>
        {work.active ? (
          <PinPanel
            pins={work.pins}
            waiting={work.waiting.entries}
            selectedId={work.selectedId}
            onSelect={(pin) => {
              work.setSelectedId(pin._id);
              if (pin.spot.page !== page) goTo(pin.spot.page);
            }}
            mayChangeStatus={work.mayChangeStatus}
            mayEdit={work.mayEdit}
            onStatus={work.changeStatus}
            onConfirm={work.confirm}
            onMove={(pin) => {
              if (pin.spot.page !== page) goTo(pin.spot.page);
              work.setPlacing(pin);
            }}
            mayDelete={work.mayDelete}
            onDelete={(pin) => void work.remove(pin)}
            busy={work.busy}
          />
        ) : null}
        {work.confirmDialog}
      </div>
      {markups.active ? <MarkupLayers work={markups} /> : null}
      {work.draft ? (
        <PinFormDialog
          title="New pin"
          initial={EMPTY_PIN}
          withPhotos
          assignees={work.assignees}
          onSave={work.save}
          onClose={() => work.setDraft(null)}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {numPages ? `${fileName}, page ${page} of ${numPages}` : ''}
      </p>
    </div>
  );
}
