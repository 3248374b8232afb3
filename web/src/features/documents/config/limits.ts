/** Timings and sizes of the document screens (docs/requirements.md#uploads). */

/** The upload dialog closes this long after 'File uploaded successfully!'. */
export const UPLOAD_SUCCESS_CLOSE_MS = 2_000;
