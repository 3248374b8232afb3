import * as z from 'zod/mini';
import {
  contentTypeMatches,
  isStandaloneType,
  MAX_PARTS,
  PART_URLS_PER_CALL,
  ROOT_FOLDER_ID,
  UPLOAD_SOURCES,
} from '../documents.ts';
import { idField } from './common.ts';
import { schema } from './define.ts';
import { folderRef, moduleField } from './documents.ts';
import { cursorParam, limitParam } from './paging.ts';

/** Upload messages (docs/requirements.md#validation-rules). */
export const FILE_AND_AUTHOR_REQUIRED = 'Please select a file and enter the author name.';
export const FOLDER_FILE_AND_AUTHOR_REQUIRED = 'Please select a folder, file, and enter the author name.';
export const DESTINATION_REQUIRED = 'Please select a destination folder';
export const STANDALONE_TYPES_ONLY = 'Only PDF, JPG and PNG files can be uploaded here (.pdf, .jpg, .jpeg, .png).';
export const TYPE_MISMATCH = 'The file type does not match its extension.';
export const MAX_AUTHOR_LENGTH = 200;
export const MAX_FILE_NAME_LENGTH = 255;

export const listFilesQuery = /* @__PURE__ */ schema(() =>
  z.object({
    folderId: z.pipe(
      z.optional(folderRef('folderId')),
      z.transform((v) => v || ROOT_FOLDER_ID),
    ),
    projectId: idField('projectId'),
    limit: limitParam,
    cursor: cursorParam,
  }),
);
export type ListFilesQuery = z.infer<typeof listFilesQuery>;

export const versionNumber = /* @__PURE__ */ schema(() =>
  z.pipe(
    z
      .string({ error: 'version must be a version number' })
      .check(z.regex(/^[1-9]\d{0,5}$/, { error: 'version must be a version number' })),
    z.transform(Number),
  ),
);

export const fileUrlQuery = /* @__PURE__ */ schema(() =>
  z.object({
    disposition: z.optional(z.enum(['attachment', 'inline'], { error: 'disposition must be attachment or inline' })),
    /** An older version (absent: the current one). */
    version: z.optional(versionNumber),
  }),
);

/** A version's note: optional, one line of up to 200 characters. */
export const versionNoteField = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.optional(
      z
        .string({ error: 'Version note must be text' })
        .check(z.trim())
        .check(z.maxLength(200, { error: 'Version note must be at most 200 characters' })),
    ),
    z.transform((v) => (v ? v : undefined)),
  ),
);

export const moveCopyBody = /* @__PURE__ */ schema(() =>
  z.object({
    target_module: moduleField('target_module'),
    target_folder_id: z.pipe(
      z
        .string({ error: DESTINATION_REQUIRED })
        .check(z.trim())
        .check(z.minLength(1, { error: DESTINATION_REQUIRED })),
      folderRef('target_folder_id'),
    ),
    project_id: idField('project_id'),
  }),
);
export type MoveCopyBody = z.infer<typeof moveCopyBody>;

/** The last segment of a browser-sent name (old browsers send C:\fakepath\x.pdf), without control characters. */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** What an upload says about its file, whichever way the bytes come. */
interface UploadFields {
  source: (typeof UPLOAD_SOURCES)[number];
  folderId: string;
  fileName: string;
  contentType: string;
  author: string;
}

/**
 * One rule set for both upload paths: the messages of docs/requirements.md#uploads (the standalone pages' one when `source` is
 * 'standalone'), a folder required on the standalone pages, and only .pdf .jpg .jpeg .png there, with a
 * declared content type that agrees with the extension.
 */
function uploadProblem(fields: UploadFields, hasFile: boolean): string | undefined {
  const standalone = fields.source === 'standalone';
  if (!hasFile || !fields.fileName || !fields.author || (standalone && !fields.folderId)) {
    return standalone ? FOLDER_FILE_AND_AUTHOR_REQUIRED : FILE_AND_AUTHOR_REQUIRED;
  }
  if (fields.author.length > MAX_AUTHOR_LENGTH) return `Author must be at most ${MAX_AUTHOR_LENGTH} characters`;
  if (fields.fileName.length > MAX_FILE_NAME_LENGTH) {
    return `File name must be at most ${MAX_FILE_NAME_LENGTH} characters`;
  }
  if (!standalone) return undefined;
  if (!isStandaloneType(fields.fileName)) return STANDALONE_TYPES_ONLY;
  if (!contentTypeMatches(fields.fileName, fields.contentType)) return TYPE_MISMATCH;
  return undefined;
}

function checkUpload(fields: UploadFields, ctx: z.core.$RefinementCtx, hasFile: boolean): void {
  const message = uploadProblem(fields, hasFile);
  if (message) ctx.addIssue({ code: 'custom', message });
}

const text = (label: string) =>
  z.pipe(
    z.optional(z.string({ error: `${label} must be text` })),
    z.transform((v) => v?.trim() ?? ''),
  );

const sourceField = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.optional(z.enum(UPLOAD_SOURCES, { error: `source must be one of: ${UPLOAD_SOURCES.join(', ')}` })),
    z.transform((v) => v ?? 'folder'),
  ),
);

const folderIdField = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.optional(folderRef('folderId')),
    z.transform((v) => v ?? ''),
  ),
);

/** Body of POST /api/uploads: starts a presigned upload. */
export const startUploadBody = /* @__PURE__ */ schema(() =>
  z.pipe(
    z
      .object({
        module: moduleField(),
        projectId: idField('projectId'),
        folderId: folderIdField,
        fileName: z.pipe(text('fileName'), z.transform(cleanFileName)),
        size: z
          .number({ error: 'size must be the file size in bytes' })
          .check(z.int({ error: 'size must be the file size in bytes' }))
          .check(z.gte(0, { error: 'size must be the file size in bytes' })),
        contentType: z.pipe(
          text('contentType'),
          z.string().check(z.maxLength(255, { error: 'contentType is too long' })),
        ),
        author: text('author'),
        source: sourceField,
        /** The file this upload becomes a new version of (docs/requirements.md#file-versions); absent: a new file. */
        versionOf: z.optional(idField('versionOf')),
        versionNote: versionNoteField,
      })
      .check(z.superRefine((v, ctx) => checkUpload(v, ctx, true))),
    z.transform((v) => ({ ...v, folderId: v.folderId || ROOT_FOLDER_ID })),
  ),
);
export type StartUploadBody = z.infer<typeof startUploadBody>;

/** Text fields of the multipart form of POST /api/upload/{module}; the file part is checked with them. */
export const directUploadFields = (file: { fileName: string; contentType: string } | undefined) =>
  z.pipe(
    z
      .pipe(
        z.object({
          projectId: idField('projectId'),
          folderId: folderIdField,
          author: text('author'),
          source: sourceField,
        }),
        z.transform((v) => ({
          ...v,
          fileName: cleanFileName(file?.fileName ?? ''),
          contentType: file?.contentType ?? '',
        })),
      )
      .check(z.superRefine((v, ctx) => checkUpload(v, ctx, file !== undefined))),
    z.transform((v) => ({ ...v, folderId: v.folderId || ROOT_FOLDER_ID })),
  );
export type DirectUploadFields = z.infer<ReturnType<typeof directUploadFields>>;

/**
 * Body of POST /api/uploads/{id}/parts: part numbers to sign, and/or `complete: true` for the presigned
 * request that completes the upload at S3 (the browser sends it there: no API time limit applies).
 */
export const uploadPartsBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      partNumbers: z.pipe(
        z.optional(
          z
            .array(z.number().check(z.int()).check(z.gte(1)).check(z.lte(MAX_PARTS)), {
              error: 'partNumbers must be a list of part numbers',
            })
            .check(z.maxLength(PART_URLS_PER_CALL, { error: `At most ${PART_URLS_PER_CALL} part URLs per call` })),
        ),
        z.transform((v) => v ?? []),
      ),
      complete: z.optional(z.literal(true, { error: 'complete must be true when given' })),
    })
    .check(
      z.refine((v) => v.partNumbers.length > 0 || v.complete, {
        error: 'partNumbers must be a list of part numbers',
      }),
    ),
);

export const completeUploadBody = /* @__PURE__ */ schema(() =>
  z.object({
    parts: z.optional(
      z
        .array(
          z.object({
            partNumber: z
              .number({ error: 'partNumber must be a number' })
              .check(z.int())
              .check(z.gte(1))
              .check(z.lte(MAX_PARTS)),
            etag: z
              .string({ error: 'etag is required' })
              .check(z.minLength(1, { error: 'etag is required' }))
              .check(z.maxLength(200)),
          }),
          { error: 'parts must be a list of { partNumber, etag }' },
        )
        .check(z.maxLength(MAX_PARTS)),
    ),
  }),
);
export type CompleteUploadBody = z.infer<typeof completeUploadBody>;
export type UploadPartsBody = z.infer<typeof uploadPartsBody>;
