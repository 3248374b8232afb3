import { describe, expect, it } from 'vitest';
import { mergePages } from '../api/get-folder-contents.ts';
import { printSuccessText } from './print-request-dialog.tsx';
import { outcomeMessage, type UploadItem } from './use-upload-queue.ts';

const failed = (error?: string): UploadItem => ({
  key: 'k',
  file: new File(['x'], 'a.pdf'),
  percent: 0,
  status: 'failed',
  error,
});

describe('upload messages', () => {
  it("'File uploaded successfully!' when every file arrived", () => {
    expect(outcomeMessage({ uploaded: [], failed: [], cancelled: false }, 2)).toEqual({
      text: 'File uploaded successfully!',
      ok: true,
    });
  });

  it("B10: the spec's words only; the reason is on the file's row, not repeated", () => {
    expect(outcomeMessage({ uploaded: [], failed: [failed('Folder not found')], cancelled: false }, 1)?.text).toBe(
      'Failed to upload file',
    );
    expect(outcomeMessage({ uploaded: [], failed: [failed()], cancelled: false }, 1)?.text).toBe(
      'Failed to upload file',
    );
    expect(outcomeMessage({ uploaded: [], failed: [failed()], cancelled: false }, 3)?.text).toBe(
      'Failed to upload files',
    );
  });

  it('nothing after a cancel', () => {
    expect(outcomeMessage({ uploaded: [], failed: [], cancelled: true }, 1)).toBeNull();
  });
});

describe('print success alert', () => {
  it('the message, and the warning after it', () => {
    expect(printSuccessText({ message: 'Print request submitted successfully!' })).toBe(
      'Print request submitted successfully!',
    );
    expect(printSuccessText({ message: 'Done', warning: 'x.png is not a PDF' })).toBe('Done\nx.png is not a PDF');
    expect(printSuccessText({})).toBe('Print request submitted successfully!');
  });
});

describe('folder pages', () => {
  it('merge into one folder: first page folder and breadcrumbs, all subfolders and files', () => {
    const page = (files: string[], subfolders: string[] = []) => ({
      files: files.map((_id) => ({ _id })),
      subfolders: subfolders.map((_id) => ({ _id })),
      folder: { _id: 'F', name: 'F' },
      breadcrumbs: [{ _id: 'F', name: 'F' }],
      nextCursor: null,
    });
    // biome-ignore lint/suspicious/noExplicitAny: partial pages are enough here
    const merged = mergePages({ pages: [page(['a', 'b'], ['s']), page(['c'])], pageParams: [] } as any);
    expect(merged?.files.map((f) => f._id)).toEqual(['a', 'b', 'c']);
    expect(merged?.subfolders.map((f) => f._id)).toEqual(['s']);
    expect(merged?.breadcrumbs).toEqual([{ _id: 'F', name: 'F' }]);
    expect(mergePages(undefined)).toBeUndefined();
  });
});
