import * as z from 'zod/mini';
import { idField, requiredText } from './common.ts';
import { schema } from './define.ts';
import { moduleField, parentIdField } from './documents.ts';
import { cursorParam, limitParam } from './paging.ts';

export const FOLDER_NAME_LABEL = 'Folder name';

export const listFoldersQuery = /* @__PURE__ */ schema(() =>
  z.object({
    module: moduleField(),
    projectId: idField('projectId'),
    level: z.optional(z.pipe(z.enum(['1', '2', '3'], { error: 'level must be 1, 2 or 3' }), z.transform(Number))),
    parent_id: parentIdField,
    view_mode: z.optional(z.enum(['tree', 'flat'], { error: 'view_mode must be tree or flat' })),
    hierarchical: z.pipe(
      z.optional(z.enum(['true', 'false'], { error: 'hierarchical must be true or false' })),
      z.transform((v) => v === 'true'),
    ),
    limit: limitParam,
    cursor: cursorParam,
  }),
);
export type ListFoldersQuery = z.infer<typeof listFoldersQuery>;

export const createFolderBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText(FOLDER_NAME_LABEL),
    module: moduleField(),
    projectId: idField('projectId'),
    parent_id: parentIdField,
  }),
);
export type CreateFolderBody = z.infer<typeof createFolderBody>;

/** projectId and module are optional: a folder keeps its project and area; when given they must match. */
export const updateFolderBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText(FOLDER_NAME_LABEL),
    projectId: z.optional(idField('projectId')),
    module: z.optional(moduleField()),
  }),
);
export type UpdateFolderBody = z.infer<typeof updateFolderBody>;
