import { describe, expect, it } from 'vitest';
import {
  matchingPrintSize,
  paperInches,
  printScale,
  scaleWarning,
  sheetSizeText,
  suggestedPrintSize,
} from './print-sheets.ts';

const A0 = { pages: 1, widthIn: 2384 / 72, heightIn: 3370 / 72 };
const ARCH_D_LANDSCAPE = { pages: 352, widthIn: 36, heightIn: 24 };
const TABLOID = { pages: 4, widthIn: 17, heightIn: 11 };

describe('print sheets', () => {
  it('reads the paper of a print size portrait, whatever order it is written in', () => {
    expect(paperInches('60"x36"')).toEqual([36, 60]);
    expect(paperInches('18"x24"')).toEqual([18, 24]);
  });

  it('names standard sheets and writes the size as the first page stands', () => {
    expect(sheetSizeText(A0)).toBe('33.11" x 46.81" (A0)');
    expect(sheetSizeText(ARCH_D_LANDSCAPE)).toBe('36" x 24" (ARCH D)');
    expect(sheetSizeText({ pages: 1, widthIn: 20, heightIn: 29 })).toBe('20" x 29"');
  });

  it('a sheet of a print size matches it in either orientation, and prints without a warning', () => {
    expect(matchingPrintSize(ARCH_D_LANDSCAPE)).toBe('24"x36"');
    expect(suggestedPrintSize(ARCH_D_LANDSCAPE)).toBe('24"x36"');
    expect(scaleWarning(ARCH_D_LANDSCAPE, '24"x36"')).toBeUndefined();
  });

  it('another sheet suggests the smallest paper that holds it at full size, and any other paper warns of the scale', () => {
    expect(matchingPrintSize(A0)).toBeUndefined();
    expect(suggestedPrintSize(A0)).toBe('60"x36"');
    expect(printScale(A0, '24"x36"')).toBeCloseTo(0.7249, 3);
    expect(scaleWarning(A0, '24"x36"')).toBe(
      `The drawing's sheet is 33.11" x 46.81" (A0); on 24"x36" paper it prints at 72% of its size, so it is not to scale.`,
    );
    expect(suggestedPrintSize(TABLOID)).toBe('18"x24"');
    expect(scaleWarning(TABLOID, '18"x24"')).toMatch(/prints at 141% of its size/);
  });

  it('a sheet larger than every paper suggests the largest', () => {
    expect(suggestedPrintSize({ pages: 1, widthIn: 48, heightIn: 96 })).toBe('60"x36"');
  });
});
