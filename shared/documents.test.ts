import { describe, expect, it } from 'vitest';
import {
  checkedContentType,
  contentTypeFor,
  contentTypeMatches,
  extensionOf,
  formatOf,
  GIB,
  isPhotoType,
  isStandaloneType,
  MAX_FILE_BYTES,
  MAX_PARTS,
  MIB,
  partPlan,
  storedContentType,
  usesMultipart,
} from './documents.ts';

describe('partPlan', () => {
  it('uses 8 MiB parts up to 78 GiB and never more than 10,000 parts', () => {
    expect(partPlan(17 * MIB)).toEqual({ partSize: 8 * MIB, partCount: 3 });
    expect(partPlan(6 * GIB)).toEqual({ partSize: 8 * MIB, partCount: 768 });
    expect(partPlan(MAX_FILE_BYTES)).toEqual({ partSize: 8 * MIB, partCount: 6400 });
    const huge = partPlan(200 * GIB);
    expect(huge.partCount).toBeLessThanOrEqual(MAX_PARTS);
    expect(huge.partSize * huge.partCount).toBeGreaterThanOrEqual(200 * GIB);
  });

  it('sends files over 16 MiB as multipart', () => {
    expect(usesMultipart(16 * MIB)).toBe(false);
    expect(usesMultipart(16 * MIB + 1)).toBe(true);
  });
});

describe('file types', () => {
  it('reads the extension and the Format column', () => {
    expect(extensionOf('A-101.Plan.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
    expect(formatOf('photo.jpeg')).toBe('JPEG');
    expect(formatOf('notes')).toBe('FILE');
  });

  it('accepts only pdf, jpg, jpeg and png on the standalone pages', () => {
    expect(['a.pdf', 'b.JPG', 'c.jpeg', 'd.png'].every(isStandaloneType)).toBe(true);
    expect(['a.gif', 'b.docx', 'pdf', 'c.pdf.exe'].some(isStandaloneType)).toBe(false);
  });

  it('matches a declared content type to the extension; a generic one says nothing', () => {
    expect(contentTypeMatches('a.pdf', 'application/pdf')).toBe(true);
    expect(contentTypeMatches('a.jpg', 'image/jpg')).toBe(true);
    expect(contentTypeMatches('a.png', 'image/png; charset=binary')).toBe(true);
    expect(contentTypeMatches('a.pdf', '')).toBe(true);
    expect(contentTypeMatches('a.pdf', 'application/octet-stream')).toBe(true);
    expect(contentTypeMatches('a.pdf', 'image/png')).toBe(false);
    expect(storedContentType('a.pdf', 'application/octet-stream')).toBe('application/pdf');
    expect(storedContentType('x.bin', '')).toBe(contentTypeFor('x.bin'));
    // L4: a declared type that disagrees with the extension makes the file a download.
    expect(storedContentType('a.pdf', 'application/x-pdf')).toBe('application/octet-stream');
  });

  it('L4: only inline-safe types are kept, and only when the first bytes agree', () => {
    expect(storedContentType('page.html', 'text/html')).toBe('application/octet-stream');
    expect(storedContentType('logo.svg', 'image/svg+xml')).toBe('application/octet-stream');
    expect(storedContentType('page.xhtml', '')).toBe('application/octet-stream');
    expect(storedContentType('photo.JPG', 'image/jpeg')).toBe('image/jpeg');
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(checkedContentType('application/pdf', bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(checkedContentType('application/pdf', bytes('<html><script>'))).toBe('application/octet-stream');
    expect(checkedContentType('image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(checkedContentType('image/jpeg', bytes('GIF89a'))).toBe('application/octet-stream');
    expect(isPhotoType('image/svg+xml')).toBe(false);
    expect(isPhotoType('image/heic')).toBe(true);
  });
});
