/**
 * Markups on a sheet (docs/requirements.md#markups): listing a version's, drawing a draft, changing it,
 * publishing and deleting. The contract lets only the markup writers draw; here the sheet's area and
 * project are checked, that only the author changes or publishes a markup, and who may delete it.
 */
import { canManageMarkups } from '#shared/markup-rules.ts';
import type { Markup } from '#shared/models/markups.ts';
import {
  type CreateMarkupBody,
  MARKUP_OUTSIDE_PAGE,
  type MarkupVersionQuery,
  shapesOnPage,
  type UpdateMarkupBody,
} from '#shared/schemas/markups.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, invalid } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { deleteMarkupRecord, insertMarkup, listVersionMarkups, replaceMarkup } from '../data/markups.ts';
import { onSheet } from './document-access.ts';
import {
  loadMarkup,
  loadSheet,
  type MarkupPath,
  markupEntry,
  type SheetPath,
  seesMarkup,
  sheetVersion,
} from './markup-access.ts';
import { orWorded } from './refusals.ts';

export const ONLY_AUTHOR = 'Only its author can change a markup';
export const NO_DELETE_RIGHT =
  'Only its author, or a project manager or an admin once it is published, can delete a markup';

/** Everyone's published markups of a version of the sheet, and the caller's drafts. */
export async function listMarkups(caller: Caller, path: SheetPath, query: MarkupVersionQuery): Promise<Markup[]> {
  const sheet = await loadSheet(caller, path);
  const { version } = await sheetVersion(sheet, query.version);
  return (await listVersionMarkups(sheet._id, version)).filter((m) => seesMarkup(caller, m));
}

export async function createMarkup(
  caller: Caller,
  path: SheetPath,
  body: CreateMarkupBody,
  now: Date,
): Promise<Markup> {
  const sheet = await loadSheet(caller, path);
  const { version } = await sheetVersion(sheet, body.version);
  const at = now.toISOString();
  const markup: Markup = {
    _id: ulid(now.getTime()),
    ...onSheet(sheet, version),
    page: body.page,
    pageWidth: body.pageWidth,
    pageHeight: body.pageHeight,
    author: { id: caller.userId, name: caller.name },
    published: false,
    publishedAt: null,
    shapes: body.shapes,
    createdAt: at,
    updatedAt: at,
  };
  await insertMarkup(markup, markupEntry(caller, now, 'markup.created', markup));
  return markup;
}

/**
 * A change its author makes to a markup (`change` answers the markup as it becomes, or null when it already
 * is so), written conditional on the markup read, with its activity entry.
 */
async function changeOwnMarkup(
  caller: Caller,
  path: MarkupPath,
  kind: 'markup.updated' | 'markup.published',
  change: (markup: Markup, at: string) => Markup | null,
  now: Date,
): Promise<Markup> {
  const { markup } = await loadMarkup(caller, path);
  if (markup.author.id !== caller.userId) throw forbidden(ONLY_AUTHOR);
  const next = change(markup, now.toISOString());
  if (!next) return markup;
  await orWorded(replaceMarkup(markup, next, markupEntry(caller, now, kind, next)));
  return next;
}

export function updateMarkup(caller: Caller, path: MarkupPath, body: UpdateMarkupBody, now: Date): Promise<Markup> {
  return changeOwnMarkup(
    caller,
    path,
    'markup.updated',
    (markup, at) => {
      const next: Markup = { ...markup, shapes: body.shapes, updatedAt: at };
      // The shapes stay on the page the markup was drawn on.
      if (!shapesOnPage(next)) throw invalid(MARKUP_OUTSIDE_PAGE);
      return next;
    },
    now,
  );
}

export function publishMarkup(caller: Caller, path: MarkupPath, now: Date): Promise<Markup> {
  return changeOwnMarkup(
    caller,
    path,
    'markup.published',
    (markup, at) => (markup.published ? null : { ...markup, published: true, publishedAt: at, updatedAt: at }),
    now,
  );
}

export async function deleteMarkup(caller: Caller, path: MarkupPath, now: Date): Promise<{ message: string }> {
  const { markup } = await loadMarkup(caller, path);
  const mayDelete = markup.author.id === caller.userId || (markup.published && canManageMarkups(caller.role));
  if (!mayDelete) throw forbidden(NO_DELETE_RIGHT);
  await orWorded(deleteMarkupRecord(markup, markupEntry(caller, now, 'markup.deleted', markup)));
  return { message: 'Markup deleted' };
}
