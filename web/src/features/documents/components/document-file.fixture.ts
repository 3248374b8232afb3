import type { DocumentFile } from '#shared/models/documents.ts';

/** A file of a folder list, for component tests; `over` changes what a test is about. */
export const documentFile = (over: Partial<DocumentFile> = {}): DocumentFile => ({
  _id: '01F',
  original_name: 'A-101.pdf',
  author: 'Jane',
  size: 2_621_440,
  format: 'PDF',
  contentType: 'application/pdf',
  upload_date: '2026-03-02T15:04:00Z',
  upload_by: 'Sam',
  upload_by_id: 'U',
  module: 'plan',
  projectId: 'P',
  folderId: 'root',
  ...over,
});
