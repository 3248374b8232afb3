/**
 * Deep zoom (docs/requirements.md#pdf-viewer): over a whole-page canvas drawn below the screen's pixel
 * ratio (utils/pdf-view.ts `needsDetail`), the part of the page in view is drawn again at the screen's
 * ratio, as pdf.js's own viewer does. It is placed in the sheet's own pixels, so it scrolls with the page;
 * once scrolling or resizing stops, the new part in view is drawn. One canvas the size of the frame, so a
 * phone never needs a canvas over its limit however far in it zooms.
 */
import type { PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Box, canvasPixelRatio, visibleRegion } from '../utils/pdf-view.ts';

/** Quiet time after the last scroll or resize before the part in view is drawn. */
const SETTLE_MS = 120;

export interface DetailCanvasProps {
  page: PDFPageProxy;
  /** CSS pixels a point, and the rotation the whole page is drawn at. */
  scale: number;
  rotation: number;
  /** The scrolling frame and the sheet inside it. */
  frame: RefObject<HTMLElement | null>;
  sheet: RefObject<HTMLElement | null>;
  /** Told when a part starts and finishes drawing (the frame shows progress meanwhile). */
  onDrawing: (drawing: boolean) => void;
}

const boxOf = (element: Element): Box => {
  const r = element.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

export function DetailCanvas({ page, scale, rotation, frame, sheet, onDrawing }: DetailCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [shown, setShown] = useState<Box | null>(null);
  const drawingChanged = useRef(onDrawing);
  drawingChanged.current = onDrawing;

  useEffect(() => {
    const frameElement = frame.current;
    const sheetElement = sheet.current;
    if (!frameElement || !sheetElement) return;
    let task: RenderTask | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const draw = async () => {
      const region = visibleRegion(boxOf(frameElement), boxOf(sheetElement));
      const target = canvas.current;
      if (!region || !target) return;
      task?.cancel();
      const ratio = canvasPixelRatio(region.width, region.height, window.devicePixelRatio || 1);
      // Drawn off screen first, so the part shown stays until the new one is ready.
      const next = document.createElement('canvas');
      next.width = Math.round(region.width * ratio);
      next.height = Math.round(region.height * ratio);
      const current = page.render({
        canvas: next,
        viewport: page.getViewport({ scale: scale * ratio, rotation }),
        transform: [1, 0, 0, 1, -region.left * ratio, -region.top * ratio],
        background: '#ffffff',
      });
      task = current;
      drawingChanged.current(true);
      try {
        await current.promise;
      } catch (error) {
        if ((error as Error).name !== 'RenderingCancelledException') console.warn('Detail not drawn', error);
        return;
      } finally {
        if (task === current) {
          task = null;
          if (!stopped) drawingChanged.current(false);
        }
      }
      if (stopped) return;
      target.width = next.width;
      target.height = next.height;
      target.getContext('2d')?.drawImage(next, 0, 0);
      setShown(region);
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void draw(), SETTLE_MS);
    };

    void draw();
    frameElement.addEventListener('scroll', later, { passive: true });
    const observer = new ResizeObserver(later);
    observer.observe(frameElement);
    return () => {
      stopped = true;
      clearTimeout(timer);
      task?.cancel();
      frameElement.removeEventListener('scroll', later);
      observer.disconnect();
      drawingChanged.current(false);
    };
  }, [page, scale, rotation, frame, sheet]);

  return (
    <canvas
      ref={canvas}
      className="pdf-detail"
      data-testid="pdf-detail"
      hidden={!shown}
      style={shown ? { left: shown.left, top: shown.top, width: shown.width, height: shown.height } : undefined}
    />
  );
}
