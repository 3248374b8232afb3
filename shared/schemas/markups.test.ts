import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  createMarkupBody,
  MARKUP_OUTSIDE_PAGE,
  MARKUP_TOO_LARGE,
  MAX_MARKUP_SHAPES,
  MAX_SHAPE_POINTS,
  type MarkupShape,
  shapePoints,
  TOO_MANY_POINTS,
  updateMarkupBody,
} from './markups.ts';

const LETTER = { pageWidth: 612, pageHeight: 792 };
const look = { colour: 'red', width: 2 } as const;
const SHAPES: MarkupShape[] = [
  {
    kind: 'freehand',
    ...look,
    points: [
      { x: 10, y: 10 },
      { x: 20, y: 30 },
      { x: 612, y: 792 },
    ],
  },
  { kind: 'cloud', ...look, from: { x: 100, y: 100 }, to: { x: 200, y: 150 } },
  { kind: 'arrow', ...look, from: { x: 0, y: 0 }, to: { x: 50, y: 50 } },
  { kind: 'rectangle', ...look, from: { x: 300, y: 300 }, to: { x: 250, y: 250 } },
  { kind: 'text', ...look, at: { x: 40, y: 40 }, text: 'Move door 300 mm', size: 12 },
  { kind: 'dimension', ...look, from: { x: 10, y: 700 }, to: { x: 310, y: 700 }, label: '3 600' },
];

const body = (fields: Record<string, unknown> = {}) => ({ version: 1, page: 1, ...LETTER, shapes: SHAPES, ...fields });
const firstError = (value: unknown, schema: z.ZodMiniType = createMarkupBody) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};
const stroke = (count: number, x = 1): MarkupShape => ({
  kind: 'freehand',
  ...look,
  points: Array.from({ length: count }, (_, i) => ({ x, y: i % 700 })),
});

describe('a markup body', () => {
  it('takes each of the six shapes, on the page edges included', () => {
    const parsed = createMarkupBody.parse(body());
    expect(parsed.shapes.map((s) => s.kind)).toEqual(['freehand', 'cloud', 'arrow', 'rectangle', 'text', 'dimension']);
    expect(SHAPES.flatMap(shapePoints)).toHaveLength(12);
  });

  it('refuses a point outside the page, also in a shape that is otherwise whole', () => {
    expect(firstError(body({ shapes: [{ ...SHAPES[2], to: { x: 612.5, y: 10 } }] }))).toBe(MARKUP_OUTSIDE_PAGE);
    expect(firstError(body({ shapes: [{ ...SHAPES[4], at: { x: 10, y: 800 } }] }))).toBe(MARKUP_OUTSIDE_PAGE);
    expect(firstError(body({ shapes: [{ ...SHAPES[1], from: { x: -1, y: 0 } }] }))).toBe('x must be from 0 to 14400');
  });

  it('caps the points of a stroke, of a markup, its shapes and its size', () => {
    expect(firstError(body({ shapes: [stroke(MAX_SHAPE_POINTS)] }))).toBeNull();
    expect(firstError(body({ shapes: [stroke(MAX_SHAPE_POINTS + 1)] }))).toBe(
      `A freehand stroke holds at most ${MAX_SHAPE_POINTS} points`,
    );
    expect(firstError(body({ shapes: [stroke(2000), stroke(2000), stroke(1001)] }))).toBe(TOO_MANY_POINTS);
    expect(firstError(body({ shapes: Array(MAX_MARKUP_SHAPES + 1).fill(SHAPES[2]) }))).toBe(
      `A markup holds at most ${MAX_MARKUP_SHAPES} shapes`,
    );
    // 200 texts of 500 characters of three bytes each: under the caps on count, over the bytes.
    const wide = { ...SHAPES[4], text: '東'.repeat(500) };
    expect(firstError(body({ shapes: Array(200).fill(wide) }))).toBe(MARKUP_TOO_LARGE);
  });

  it('refuses long or blank words, a colour outside the palette, an unknown kind and odd numbers', () => {
    expect(firstError(body({ shapes: [{ ...SHAPES[4], text: 'x'.repeat(501) }] }))).toBe(
      'Text must be at most 500 characters',
    );
    expect(firstError(body({ shapes: [{ ...SHAPES[5], label: '  ' }] }))).toBe('Dimension label is required');
    expect(firstError(body({ shapes: [{ ...SHAPES[2], colour: '#ff0000' }] }))).toBe(
      'Colour must be one of red, orange, green, blue, purple, black',
    );
    expect(firstError(body({ shapes: [{ ...SHAPES[2], kind: 'polygon' }] }))).toBe(
      "A shape's kind must be one of freehand, cloud, arrow, rectangle, text, dimension",
    );
    expect(firstError(body({ shapes: [{ ...SHAPES[2], width: 40 }] }))).toBe('Stroke width must be from 0.5 to 20');
    expect(firstError(body({ page: 1.5 }))).toBe('Page must be a whole number');
    expect(firstError(body({ version: 0 }))).toBe('version must be from 1 to 999999');
    expect(firstError({ shapes: 'all' }, updateMarkupBody)).toBe('shapes must be a list of shapes');
  });
});
