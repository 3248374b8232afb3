/** Fields shared by the folder, file and upload schemas. */
import * as z from 'zod/mini';
import { ROOT_FOLDER_ID } from '../documents.ts';
import { MODULES } from '../roles.ts';
import { schema } from './define.ts';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const isUlid = (value: string): boolean => ULID.test(value);

export const moduleMessage = (label: string) => `${label} must be one of: ${MODULES.join(', ')}`;
export const moduleField = (label = 'Module') => z.enum(MODULES, { error: moduleMessage(label) });

/** A folder id, or 'root' for the module root. Missing or blank means 'root' unless `required` says otherwise. */
export const folderRef = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .check(z.trim())
    .check(
      z.refine((v) => v === '' || v === ROOT_FOLDER_ID || isUlid(v), { error: `${label} is not a valid folder id` }),
    );

/**
 * parent_id as the old client sends it: '', 'null' or 'root' (or JSON null) mean "no parent" (level 1) and
 * become null; an absent parent_id stays undefined, so a list can tell "roots" from "not asked".
 */
export const parentIdField = /* @__PURE__ */ schema(() =>
  z
    .pipe(
      z.optional(z.union([z.string({ error: 'parent_id must be text' }), z.null()])),
      z.transform((v) => {
        if (v === undefined) return undefined;
        const t = v?.trim();
        return !t || t === 'null' || t === 'undefined' || t === ROOT_FOLDER_ID ? null : t;
      }),
    )
    .check(
      z.refine((v) => v === undefined || v === null || isUlid(v), { error: 'parent_id is not a valid folder id' }),
    ),
);
