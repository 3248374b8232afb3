/**
 * The outline of each markup shape as an SVG path in the page's own space (docs/data-model.md#markups): the
 * viewer's SVG layer draws it and the server's flattened PDF draws the same path (pdf-lib's drawSvgPath), so
 * a markup looks the same on screen and on paper. Text and a dimension's label are placed by `labelOf`.
 */
import { type PageSize, toViewport, type View } from './pin-geometry.ts';
import type { MarkupPoint, MarkupShape } from './schemas/markups.ts';

const f = (n: number) => Number(n.toFixed(2));
const at = (p: MarkupPoint) => `${f(p.x)} ${f(p.y)}`;

/** The four corners of the box two points span, clockwise from the top left (y downwards). */
export function corners(a: MarkupPoint, b: MarkupPoint): MarkupPoint[] {
  const [left, right] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [top, bottom] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}

/** A revision cloud: each side of the box as half-circle scallops bulging outwards, about `size` points wide. */
export function cloudPath(a: MarkupPoint, b: MarkupPoint, size = 24): string {
  const box = corners(a, b);
  const parts = [`M ${at(box[0] as MarkupPoint)}`];
  box.forEach((start, i) => {
    const end = box[(i + 1) % 4] as MarkupPoint;
    const length = Math.hypot(end.x - start.x, end.y - start.y);
    const count = Math.max(1, Math.round(length / size));
    const radius = f(length / count / 2) || 0.01;
    for (let k = 1; k <= count; k += 1) {
      const p = { x: start.x + ((end.x - start.x) * k) / count, y: start.y + ((end.y - start.y) * k) / count };
      // Clockwise round the box with y downwards, sweep 1 bulges away from its middle.
      parts.push(`A ${radius} ${radius} 0 0 1 ${at(p)}`);
    }
  });
  return `${parts.join(' ')} Z`;
}

/** Two short strokes at `to`, back along the line from `from`: an arrow's head. */
function head(from: MarkupPoint, to: MarkupPoint, length: number): string {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const wing = (turn: number) => ({
    x: to.x - length * Math.cos(angle + turn),
    y: to.y - length * Math.sin(angle + turn),
  });
  return `M ${at(wing(Math.PI / 7))} L ${at(to)} L ${at(wing(-Math.PI / 7))}`;
}

/** Short strokes across the line at both ends: a dimension's extension ticks. */
function ticks(from: MarkupPoint, to: MarkupPoint, length: number): string {
  const angle = Math.atan2(to.y - from.y, to.x - from.x) + Math.PI / 2;
  const dx = (length / 2) * Math.cos(angle);
  const dy = (length / 2) * Math.sin(angle);
  return [from, to].map((p) => `M ${at({ x: p.x - dx, y: p.y - dy })} L ${at({ x: p.x + dx, y: p.y + dy })}`).join(' ');
}

/** The path a shape is stroked along (a text has none). */
export function shapePath(shape: MarkupShape): string | null {
  const size = Math.max(8, shape.width * 4);
  switch (shape.kind) {
    case 'freehand':
      return shape.points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${at(p)}`).join(' ');
    case 'rectangle':
      return `${corners(shape.from, shape.to)
        .map((p, i) => `${i === 0 ? 'M' : 'L'} ${at(p)}`)
        .join(' ')} Z`;
    case 'cloud':
      return cloudPath(shape.from, shape.to);
    case 'arrow':
      return `M ${at(shape.from)} L ${at(shape.to)} ${head(shape.from, shape.to, size)}`;
    case 'dimension':
      return `M ${at(shape.from)} L ${at(shape.to)} ${head(shape.to, shape.from, size)} ${head(shape.from, shape.to, size)} ${ticks(shape.from, shape.to, size * 1.5)}`;
    case 'text':
      return null;
  }
}

/** Words drawn on the page: a text at its point (the top left of its line), a dimension's label above its middle. */
export interface MarkupLabel {
  text: string;
  /** The left end of the line's baseline, in page space. */
  x: number;
  y: number;
  size: number;
}

export const DIMENSION_LABEL_SIZE = 10;

export function labelOf(shape: MarkupShape): MarkupLabel | null {
  if (shape.kind === 'text') return { text: shape.text, x: shape.at.x, y: shape.at.y + shape.size, size: shape.size };
  if (shape.kind === 'dimension') {
    return {
      text: shape.label,
      x: (shape.from.x + shape.to.x) / 2,
      y: (shape.from.y + shape.to.y) / 2 - 4,
      size: DIMENSION_LABEL_SIZE,
    };
  }
  return null;
}

/**
 * The page-to-viewer transform as an SVG matrix(a b c d e f): a layer drawn in the page's own space under
 * it lands where shared/pin-geometry.ts's toViewport puts each point, at any zoom and rotation.
 */
export function viewportMatrix(page: PageSize, view: View): [number, number, number, number, number, number] {
  const origin = toViewport({ x: 0, y: 0 }, page, view);
  const ex = toViewport({ x: 1, y: 0 }, page, view);
  const ey = toViewport({ x: 0, y: 1 }, page, view);
  return [ex.x - origin.x, ex.y - origin.y, ey.x - origin.x, ey.y - origin.y, origin.x, origin.y];
}
