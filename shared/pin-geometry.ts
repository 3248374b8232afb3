/**
 * A pin's point between the page's own space and what the viewer draws (docs/data-model.md#pins). The
 * page's own space is PDF.js's viewport at scale 1 and rotation 0: PDF points, origin at the top left, y
 * downwards. The viewer draws the page at a zoom (`scale`) and turned clockwise by `rotation`.
 */
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

export interface Point {
  x: number;
  y: number;
}

/** The page's size in its own space (`pageWidth`, `pageHeight` of a pin's spot). */
export interface PageSize {
  width: number;
  height: number;
}

export interface View {
  scale: number;
  rotation: Rotation;
}

/** A rotation of any number of degrees as one of the four (PDF.js turns pages by quarter turns only). */
export function quarterTurn(degrees: number): Rotation {
  return ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as Rotation;
}

/** The drawn page's size: its sides swap at a quarter turn. */
export function viewportSize(page: PageSize, { scale, rotation }: View): PageSize {
  const turned = rotation % 180 !== 0;
  return { width: (turned ? page.height : page.width) * scale, height: (turned ? page.width : page.height) * scale };
}

/** Where a point of the page is drawn. */
export function toViewport(point: Point, page: PageSize, { scale, rotation }: View): Point {
  const { x, y } = point;
  const { width: w, height: h } = page;
  switch (rotation) {
    case 90:
      return { x: (h - y) * scale, y: x * scale };
    case 180:
      return { x: (w - x) * scale, y: (h - y) * scale };
    case 270:
      return { x: y * scale, y: (w - x) * scale };
    default:
      return { x: x * scale, y: y * scale };
  }
}

/** The point of the page drawn at a point of the viewer (a click, a tap, the keyboard's cross-hair). */
export function fromViewport(point: Point, page: PageSize, { scale, rotation }: View): Point {
  const u = point.x / scale;
  const v = point.y / scale;
  const { width: w, height: h } = page;
  switch (rotation) {
    case 90:
      return { x: v, y: h - u };
    case 180:
      return { x: w - u, y: h - v };
    case 270:
      return { x: w - v, y: u };
    default:
      return { x: u, y: v };
  }
}

/** Whether a point lies on the page (edges included). */
export const onPage = (point: Point, page: PageSize): boolean =>
  point.x >= 0 && point.y >= 0 && point.x <= page.width && point.y <= page.height;
