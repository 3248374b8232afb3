import { describe, expect, it } from 'vitest';
import { cssString, printableBox, printLayout } from './print-layout.ts';

describe('printLayout', () => {
  const box = printableBox();

  it('a chart narrower than the page prints at full size, rows cut into page-sized groups', () => {
    const layout = printLayout(100, box.width - 10, 30, 128);
    expect(layout.zoom).toBe(1);
    expect(layout.rowsPerPage).toBe(Math.floor((box.height - 128) / 30));
    expect(layout.pages[0]).toEqual([0, layout.rowsPerPage]);
    expect(layout.pages.at(-1)?.[1]).toBe(100);
    // The groups follow each other without gaps or overlaps.
    for (let i = 1; i < layout.pages.length; i++) expect(layout.pages[i]?.[0]).toBe(layout.pages[i - 1]?.[1]);
  });

  it('a wide chart is scaled to the page width, and then more rows fit a page', () => {
    const full = printLayout(3000, box.width, 30, 128);
    const half = printLayout(3000, box.width * 2, 30, 128);
    expect(half.zoom).toBeCloseTo(0.5);
    expect(half.rowsPerPage).toBe(Math.floor((box.height / half.zoom - 128) / 30));
    expect(half.pages.length).toBeLessThan(full.pages.length);
  });

  it('A3 landscape less the margins is wider than tall; no rows means no pages; a page holds at least one row', () => {
    expect(box.width).toBeGreaterThan(box.height);
    expect(printLayout(0, 1000, 30, 128).pages).toEqual([]);
    expect(printLayout(3, 1000, 30, 10_000).pages).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });
});

describe('cssString', () => {
  it('quotes a project name for the page header, escaping quotes, backslashes and line breaks', () => {
    expect(cssString('Tower "B" \\ Phase 2\nEast')).toBe('"Tower \\"B\\" \\\\ Phase 2 East"');
  });
});
