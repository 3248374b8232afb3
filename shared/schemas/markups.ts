/**
 * Markups on a sheet (docs/requirements.md#markups), checked in the browser and on the server alike. A
 * markup is a person's shapes on one page of one version of a sheet, in the page's own space as pins are:
 * PDF points of the unrotated page at scale 1, origin at the top left, y downwards
 * (docs/data-model.md#markups, shared/pin-geometry.ts).
 */
import * as z from 'zod/mini';
import { schema } from './define.ts';
import { versionNumber } from './files.ts';
import { MAX_PAGE_POINTS, MAX_PIN_PAGE } from './pins.ts';

export const MARKUP_TOOLS = ['freehand', 'cloud', 'arrow', 'rectangle', 'text', 'dimension'] as const;
export type MarkupTool = (typeof MARKUP_TOOLS)[number];
export const MARKUP_TOOL_LABELS: Record<MarkupTool, string> = {
  freehand: 'Freehand',
  cloud: 'Cloud',
  arrow: 'Arrow',
  rectangle: 'Rectangle',
  text: 'Text',
  dimension: 'Dimension',
};

/** The fixed palette: a name and the colour it draws in (on screen and in the flattened PDF). */
export const MARKUP_COLOUR_NAMES = ['red', 'orange', 'green', 'blue', 'purple', 'black'] as const;
export type MarkupColour = (typeof MARKUP_COLOUR_NAMES)[number];
export const MARKUP_COLOURS: Record<MarkupColour, string> = {
  red: '#d32f2f',
  orange: '#ef6c00',
  green: '#2e7d32',
  blue: '#1565c0',
  purple: '#6a1b9a',
  black: '#212121',
};

/** The most points one freehand stroke holds, and one markup altogether. */
export const MAX_SHAPE_POINTS = 2000;
export const MAX_MARKUP_POINTS = 5000;
/** The most shapes one markup holds. */
export const MAX_MARKUP_SHAPES = 200;
/** A text's and a dimension label's most characters. */
export const MAX_MARKUP_TEXT = 500;
export const MAX_DIMENSION_LABEL = 100;
/** Stroke widths and text sizes, in points. */
export const MIN_STROKE = 0.5;
export const MAX_STROKE = 20;
export const MIN_TEXT_SIZE = 4;
export const MAX_TEXT_SIZE = 144;

/** The most bytes a markup's shapes take as JSON: its item stays well under DynamoDB's 400 KB. */
export const MAX_MARKUP_BYTES = 300_000;

export const MARKUP_OUTSIDE_PAGE = 'Every point of a markup must be on the page';
export const TOO_MANY_POINTS = `A markup holds at most ${MAX_MARKUP_POINTS} points`;
export const MARKUP_TOO_LARGE = `A markup's shapes must take at most ${MAX_MARKUP_BYTES / 1000} KB`;

const bounded = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .check(z.gte(min, { error: `${label} must be from ${min} to ${max}` }))
    .check(z.lte(max, { error: `${label} must be from ${min} to ${max}` }));

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .check(z.int({ error: `${label} must be a whole number` }))
    .check(z.gte(min, { error: `${label} must be from ${min} to ${max}` }))
    .check(z.lte(max, { error: `${label} must be from ${min} to ${max}` }));

const point = () => z.object({ x: bounded('x', 0, MAX_PAGE_POINTS), y: bounded('y', 0, MAX_PAGE_POINTS) });
export type MarkupPoint = z.infer<ReturnType<typeof point>>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .check(z.trim())
    .check(z.minLength(1, { error: `${label} is required` }))
    .check(z.maxLength(max, { error: `${label} must be at most ${max} characters` }));

/** What every shape has: a colour of the palette and a stroke width. */
const look = () => ({
  colour: z.enum(MARKUP_COLOUR_NAMES, {
    error: `Colour must be one of ${MARKUP_COLOUR_NAMES.join(', ')}`,
  }),
  width: bounded('Stroke width', MIN_STROKE, MAX_STROKE),
});

/** A shape between two points: a cloud or rectangle (two corners), an arrow (tail to head), a dimension. */
const twoPoints = <K extends string>(kind: K) =>
  z.object({ kind: z.literal(kind), ...look(), from: point(), to: point() });

export const markupShape = /* @__PURE__ */ schema(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('freehand'),
        ...look(),
        points: z
          .array(point(), { error: 'points must be a list of points' })
          .check(z.minLength(2, { error: 'A freehand stroke needs at least 2 points' }))
          .check(
            z.maxLength(MAX_SHAPE_POINTS, { error: `A freehand stroke holds at most ${MAX_SHAPE_POINTS} points` }),
          ),
      }),
      twoPoints('cloud'),
      twoPoints('arrow'),
      twoPoints('rectangle'),
      z.object({
        kind: z.literal('text'),
        ...look(),
        at: point(),
        text: text('Text', MAX_MARKUP_TEXT),
        size: bounded('Text size', MIN_TEXT_SIZE, MAX_TEXT_SIZE),
      }),
      z.object({
        kind: z.literal('dimension'),
        ...look(),
        from: point(),
        to: point(),
        label: text('Dimension label', MAX_DIMENSION_LABEL),
      }),
    ],
    { error: `A shape's kind must be one of ${MARKUP_TOOLS.join(', ')}` },
  ),
);
export type MarkupShape = z.infer<typeof markupShape>;

/** Every point a shape is drawn through (a text by its anchor). */
export function shapePoints(shape: MarkupShape): MarkupPoint[] {
  switch (shape.kind) {
    case 'freehand':
      return shape.points;
    case 'text':
      return [shape.at];
    default:
      return [shape.from, shape.to];
  }
}

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
const pointsOf = (shapes: readonly MarkupShape[]) => shapes.reduce((n, s) => n + shapePoints(s).length, 0);

export const markupShapes = /* @__PURE__ */ schema(() =>
  z
    .array(markupShape, { error: 'shapes must be a list of shapes' })
    .check(z.maxLength(MAX_MARKUP_SHAPES, { error: `A markup holds at most ${MAX_MARKUP_SHAPES} shapes` }))
    .check(z.refine((shapes) => pointsOf(shapes) <= MAX_MARKUP_POINTS, { error: TOO_MANY_POINTS }))
    .check(z.refine((shapes) => byteLength(shapes) <= MAX_MARKUP_BYTES, { error: MARKUP_TOO_LARGE })),
);

/** The page a markup is drawn on, as the viewer measured it at scale 1, unrotated. */
const pageFields = () => ({
  page: wholeNumber('Page', 1, MAX_PIN_PAGE),
  pageWidth: bounded('Page width', 1, MAX_PAGE_POINTS),
  pageHeight: bounded('Page height', 1, MAX_PAGE_POINTS),
});

/** Whether every point of the shapes lies on the page (edges included). */
export const shapesOnPage = (m: { pageWidth: number; pageHeight: number; shapes: readonly MarkupShape[] }) =>
  m.shapes.every((s) => shapePoints(s).every((p) => p.x <= m.pageWidth && p.y <= m.pageHeight));

/** POST /api/file/{module}/{id}/markups: a draft on a version's page. */
export const createMarkupBody = /* @__PURE__ */ schema(() =>
  z
    .object({ version: wholeNumber('version', 1, 999_999), ...pageFields(), shapes: markupShapes })
    .check(z.refine(shapesOnPage, { error: MARKUP_OUTSIDE_PAGE, path: ['shapes'] })),
);
export type CreateMarkupBody = z.infer<typeof createMarkupBody>;
export type CreateMarkupInput = z.input<typeof createMarkupBody>;

/** PUT /api/file/{module}/{id}/markups/{markupId}: the shapes, all of them, replace the markup's. */
export const updateMarkupBody = /* @__PURE__ */ schema(() => z.object({ shapes: markupShapes }));
export type UpdateMarkupBody = z.infer<typeof updateMarkupBody>;

/** ?version= of the list and the download (absent: the sheet's current version). */
export const markupVersionQuery = /* @__PURE__ */ schema(() =>
  z.object({
    version: z.optional(versionNumber),
  }),
);
export type MarkupVersionQuery = z.infer<typeof markupVersionQuery>;
