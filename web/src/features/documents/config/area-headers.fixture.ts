/** The file list's column headers as the spec gives them (docs/requirements.md), for the documents' tests. */
export const FULL_HEADERS = [
  'File Name',
  'Author',
  'Size',
  'Format',
  'Upload Date',
  'Upload By',
  'Move/Copy',
  'Print',
  'Share',
  'Delete',
];

/** Marketing: no Author, no Copy and no Print; Move and Delete in one Actions menu, then Delete. */
export const MARKETING_HEADERS = ['File Name', 'Size', 'Format', 'Upload Date', 'Upload By', 'Actions', 'Delete'];
