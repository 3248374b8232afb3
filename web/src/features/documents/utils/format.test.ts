import { describe, expect, it } from 'vitest';
import { fileKind, fileSizeText, formatSize, formatText, uploadByText, uploadDateText, viewerPath } from './format.ts';

describe('formatSize', () => {
  it.each([
    [0, '0.00 MB'],
    [1_048_576, '1.00 MB'],
    [5_242_880 + 52_429, '5.05 MB'],
    [1_073_741_824, '1024.00 MB'],
    ['2097152', '2.00 MB'],
    [undefined, '0.00 MB'],
    [null, '0.00 MB'],
    ['abc', '0.00 MB'],
    [-5, '0.00 MB'],
    [Number.NaN, '0.00 MB'],
  ])('%j bytes is %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('reads size or file_size', () => {
    expect(fileSizeText({ size: 3_145_728 })).toBe('3.00 MB');
    expect(fileSizeText({ file_size: 3_145_728 })).toBe('3.00 MB');
    expect(fileSizeText({})).toBe('0.00 MB');
  });
});

describe('uploadDateText', () => {
  it('shows Toronto time, year-month-day, 24 h', () => {
    expect(uploadDateText({ upload_date: '2026-01-15T18:30:00.000Z' }, '-')).toBe('2026-01-15, 13:30');
    expect(uploadDateText({ upload_date: '2026-07-01T03:05:00Z' }, '-')).toBe('2026-06-30, 23:05');
  });

  it('takes a date without a zone as UTC, and reads upload_time too', () => {
    expect(uploadDateText({ upload_time: '2026-01-15T18:30:00' }, '-')).toBe('2026-01-15, 13:30');
  });

  it("falls back to '-' (plan, marketing) or 'N/A' (construction) when missing or invalid", () => {
    expect(uploadDateText({}, '-')).toBe('-');
    expect(uploadDateText({ upload_date: 'not a date' }, '-')).toBe('-');
    expect(uploadDateText({ upload_date: '' }, 'N/A')).toBe('N/A');
    expect(uploadDateText({ upload_date: null }, 'N/A')).toBe('N/A');
  });
});

describe('uploadByText and formatText', () => {
  it("shows '-' for an empty uploader", () => {
    expect(uploadByText({ upload_by: 'Jane' })).toBe('Jane');
    expect(uploadByText({ upload_by: '  ' })).toBe('-');
    expect(uploadByText({})).toBe('-');
  });

  it('shows the format, else the extension in capitals', () => {
    expect(formatText({ format: 'pdf' })).toBe('PDF');
    expect(formatText({ original_name: 'site.dwg' })).toBe('DWG');
    expect(formatText({ original_name: 'README' })).toBe('-');
  });
});

describe('fileKind', () => {
  it.each([
    [{ format: 'PDF' }, 'pdf'],
    [{ original_name: 'A-101.Pdf' }, 'pdf'],
    ...['JPG', 'JPEG', 'PNG', 'GIF', 'BMP', 'WEBP'].map((f) => [{ format: f }, 'image'] as const),
    [{ original_name: 'photo.webp' }, 'image'],
    [{ format: 'TIF' }, 'other'],
    [{ format: 'DWG' }, 'other'],
    [{ original_name: 'notes' }, 'other'],
  ] as const)('%j opens as %s', (file, kind) => {
    expect(fileKind(file)).toBe(kind);
  });

  it('builds the viewer route', () => {
    expect(viewerPath('construction', '01ABC')).toBe('/view_file/construction/01ABC');
  });
});
