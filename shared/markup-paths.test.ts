import { describe, expect, it } from 'vitest';
import { cloudPath, corners, labelOf, shapePath, viewportMatrix } from './markup-paths.ts';
import { toViewport } from './pin-geometry.ts';

const look = { colour: 'blue', width: 1 } as const;
/** The end points of each command of a path: the last two numbers of each. */
const ends = (path: string) =>
  path
    .split(/(?=[MLAZ])/)
    .map((c) => c.trim().split(/\s+/).slice(1).map(Number))
    .filter((n) => n.length >= 2)
    .map((n) => ({ x: n[n.length - 2], y: n[n.length - 1] }));

describe('markup paths in page space', () => {
  it('a rectangle goes round the box its two corners span, whichever way it was dragged', () => {
    expect(corners({ x: 300, y: 50 }, { x: 100, y: 150 })).toEqual([
      { x: 100, y: 50 },
      { x: 300, y: 50 },
      { x: 300, y: 150 },
      { x: 100, y: 150 },
    ]);
    expect(shapePath({ kind: 'rectangle', ...look, from: { x: 300, y: 50 }, to: { x: 100, y: 150 } })).toBe(
      'M 100 50 L 300 50 L 300 150 L 100 150 Z',
    );
  });

  it('a cloud is scallops of about 24 points along every side, each ending on the box', () => {
    const path = cloudPath({ x: 0, y: 0 }, { x: 240, y: 96 });
    // 10 along the top and bottom, 4 down each side
    expect(path.match(/A /g)).toHaveLength(28);
    for (const p of ends(path)) expect(p.x === 0 || p.x === 240 || p.y === 0 || p.y === 96).toBe(true);
    expect(path).toMatch(/^M 0 0 A 12 12 0 0 1 24 0 /);
  });

  it("an arrow's head meets at its point; a dimension has a head at each end and a label above its middle", () => {
    const arrow = shapePath({ kind: 'arrow', ...look, from: { x: 0, y: 0 }, to: { x: 100, y: 0 } }) ?? '';
    expect(arrow.startsWith('M 0 0 L 100 0 M ')).toBe(true);
    const wings = ends(arrow).slice(2);
    expect(wings[1]).toEqual({ x: 100, y: 0 });
    expect(wings[0]?.x).toBeLessThan(100);
    const dimension = {
      kind: 'dimension',
      ...look,
      from: { x: 10, y: 50 },
      to: { x: 110, y: 50 },
      label: '2 400',
    } as const;
    expect(shapePath(dimension)).toMatch(/^M 10 50 L 110 50 M .* L 10 50 L .* L 110 50 L /);
    expect(labelOf(dimension)).toEqual({ text: '2 400', x: 60, y: 46, size: 10 });
    const text = { kind: 'text', ...look, at: { x: 5, y: 6 }, text: 'Note', size: 12 } as const;
    expect(shapePath(text)).toBeNull();
    expect(labelOf(text)).toEqual({ text: 'Note', x: 5, y: 18, size: 12 });
  });
});

describe('the SVG layer transform', () => {
  it.each([0, 90, 180, 270] as const)(
    'at rotation %i, matrix(a b c d e f) puts each point where toViewport does',
    (rotation) => {
      const page = { width: 612, height: 792 };
      const view = { scale: 1.5, rotation };
      const [a, b, c, d, e, f] = viewportMatrix(page, view);
      for (const p of [
        { x: 0, y: 0 },
        { x: 100, y: 200 },
        { x: 612, y: 792 },
      ]) {
        const at = toViewport(p, page, view);
        expect(a * p.x + c * p.y + e).toBeCloseTo(at.x, 9);
        expect(b * p.x + d * p.y + f).toBeCloseTo(at.y, 9);
      }
    },
  );
});
