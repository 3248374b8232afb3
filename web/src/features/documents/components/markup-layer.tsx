/**
 * Markups drawn over a PDF page (docs/requirements.md#markups) in an SVG layer whose one transform maps the
 * page's own space onto the drawn page (shared/markup-paths.ts viewportMatrix), so every shape stays on its
 * spot at any zoom and rotation. In Markup mode a drag draws the chosen tool's shape (a click places a
 * text); so does the keyboard: the focused layer's arrow keys move a cross-hair (Shift: further), Enter
 * sets a point (a freehand stroke ends with Shift+Enter), Escape drops the shape begun, or leaves the mode.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { labelOf, shapePath, viewportMatrix } from '#shared/markup-paths.ts';
import type { Markup } from '#shared/models/markups.ts';
import { fromViewport, type PageSize, type Point, type View, viewportSize } from '#shared/pin-geometry.ts';
import { MARKUP_COLOURS, type MarkupColour, type MarkupShape, type MarkupTool } from '#shared/schemas/markups.ts';
import { movedCrossHair } from '../utils/cross-hair.ts';
import './markup-layer.css';

export interface MarkupLayerProps {
  markups: readonly Markup[];
  /** The shapes being drawn, not saved yet. */
  shapes: readonly MarkupShape[];
  page: PageSize;
  view: View;
  drawing: boolean;
  tool: MarkupTool;
  colour: MarkupColour;
  /** The stroke width of a new shape, in page points. */
  width: number;
  /** A text's words, or a dimension's label (blank: its length in millimetres). */
  words: string;
  onAdd: (shape: MarkupShape) => void;
  onLeave: () => void;
}

const TEXT_SIZE = 14;

const round = (n: number) => Math.round(n * 100) / 100;
/** A length in page points as millimetres on paper. */
const millimetres = (a: Point, b: Point) => `${Math.round((Math.hypot(b.x - a.x, b.y - a.y) / 72) * 25.4)} mm`;

/** The shape the tool makes of the points set so far, or null while it needs more. */
export function shapeOf(
  tool: MarkupTool,
  points: readonly Point[],
  look: { colour: MarkupColour; width: number },
  words: string,
  done: boolean,
): MarkupShape | null {
  const [from, to] = points;
  if (!from) return null;
  const text = words.trim();
  switch (tool) {
    case 'text':
      return text ? { kind: 'text', ...look, at: from, text, size: TEXT_SIZE } : null;
    case 'freehand':
      return done && points.length >= 2 ? { kind: 'freehand', ...look, points: [...points] } : null;
    default:
      if (!to || (to.x === from.x && to.y === from.y)) return null;
      if (tool === 'dimension') return { kind: 'dimension', ...look, from, to, label: text || millimetres(from, to) };
      return { kind: tool, ...look, from, to };
  }
}

function ShapeDrawing({ shape, testId, id }: { shape: MarkupShape; testId: string; id?: string }) {
  const colour = MARKUP_COLOURS[shape.colour];
  const path = shapePath(shape);
  const label = labelOf(shape);
  return (
    <g data-testid={testId} data-markup-id={id} data-kind={shape.kind}>
      {path ? <path d={path} stroke={colour} strokeWidth={shape.width} fill="none" /> : null}
      {label ? (
        <text x={label.x} y={label.y} fontSize={label.size} fill={colour}>
          {label.text}
        </text>
      ) : null}
    </g>
  );
}

export function MarkupLayer({
  markups,
  shapes,
  page,
  view,
  drawing,
  tool,
  colour,
  width,
  words,
  onAdd,
  onLeave,
}: MarkupLayerProps) {
  const size = viewportSize(page, view);
  const layer = useRef<SVGSVGElement>(null);
  /** The points of the shape begun (page space). */
  const [points, setPoints] = useState<Point[]>([]);
  const [cross, setCross] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (drawing) layer.current?.focus();
    setPoints([]);
  }, [drawing]);

  const onPage = (viewer: Point): Point => {
    const p = fromViewport(viewer, page, view);
    return { x: round(Math.min(page.width, Math.max(0, p.x))), y: round(Math.min(page.height, Math.max(0, p.y))) };
  };
  const pointOf = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return onPage({ x: event.clientX - box.left, y: event.clientY - box.top });
  };
  const finish = (set: Point[], done: boolean) => {
    const shape = shapeOf(tool, set, { colour, width }, words, done);
    if (shape) {
      onAdd(shape);
      setPoints([]);
    } else setPoints(set);
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const p = pointOf(event);
    if (tool === 'text') return finish([p], true);
    setDragging(true);
    setPoints([p]);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!dragging) return;
    const p = pointOf(event);
    setPoints((now) => (tool === 'freehand' ? [...now, p] : [now[0] as Point, p]));
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!dragging) return;
    setDragging(false);
    const p = pointOf(event);
    finish(tool === 'freehand' ? [...points, p] : [points[0] as Point, p], true);
  };

  const shownCross = cross ?? { x: size.width / 2, y: size.height / 2 };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moved = movedCrossHair(shownCross, event.key, event.shiftKey, size);
    if (moved) {
      event.preventDefault();
      event.stopPropagation();
      setCross(moved);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const set = [...points, onPage(shownCross)];
      finish(set, tool !== 'freehand' || event.shiftKey);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (points.length > 0) setPoints([]);
      else onLeave();
    }
  };

  const begun =
    points.length > 0
      ? shapeOf(
          tool,
          points.length === 1 ? [points[0] as Point, points[0] as Point] : points,
          { colour, width },
          words || ' ',
          true,
        )
      : null;
  const [a, b, c, d, e, f] = viewportMatrix(page, view);
  return (
    <svg
      ref={layer}
      className={`markup-layer${drawing ? ' markup-layer--drawing' : ''}`}
      width={size.width}
      height={size.height}
      data-testid="markup-layer"
      data-pin-layer=""
      {...(drawing && {
        role: 'application',
        tabIndex: 0,
        'aria-label': `Draw a ${tool}: drag on the page, or move the cross-hair with the arrow keys and press Enter at each point`,
        onPointerDown,
        onPointerMove,
        onPointerUp,
        onKeyDown,
      })}
    >
      <title>{drawing ? `Markup mode, ${tool}` : 'Markups on the page'}</title>
      <g transform={`matrix(${a} ${b} ${c} ${d} ${e} ${f})`} strokeLinecap="round" strokeLinejoin="round">
        {markups.map((markup) =>
          markup.shapes.map((shape, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a markup's shapes never reorder
            <ShapeDrawing key={`${markup._id}-${i}`} shape={shape} testId="markup-shape" id={markup._id} />
          )),
        )}
        {shapes.map((shape, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: shapes are only added and taken from the end
          <ShapeDrawing key={`new-${i}`} shape={shape} testId="markup-new-shape" />
        ))}
        {begun ? <ShapeDrawing shape={begun} testId="markup-begun" /> : null}
      </g>
      {drawing && cross ? <circle className="markup-cross" cx={shownCross.x} cy={shownCross.y} r={6} /> : null}
    </svg>
  );
}
