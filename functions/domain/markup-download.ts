/**
 * "Download with markups" (docs/requirements.md#markups): the sheet's PDF version with its published markups
 * flattened into it (functions/domain/marked-up-pdf.ts), stored under exports/ (which the bucket expires
 * after 7 days) and answered as a short-lived download link.
 */
import type { MarkedUpPdf } from '#shared/models/markups.ts';
import type { MarkupVersionQuery } from '#shared/schemas/markups.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { listVersionMarkups } from '../data/markups.ts';
import { DOWNLOAD_URL_SECONDS, presignGet, putObject, readObject } from '../storage/objects.ts';
import { markedUpPdf } from './marked-up-pdf.ts';
import { loadSheet, type SheetPath, sheetVersion } from './markup-access.ts';

export const NOT_A_PDF = 'Only a PDF can be downloaded with markups';
export const UNREADABLE_PDF = 'The PDF could not be read to draw the markups into it';

/** "A-101.pdf" -> "A-101 (markups v2).pdf" */
const markedUpName = (name: string, version: number) => `${name.replace(/\.pdf$/i, '')} (markups v${version}).pdf`;

export async function downloadMarkedUp(
  caller: Caller,
  path: SheetPath,
  query: MarkupVersionQuery,
  now: Date,
): Promise<MarkedUpPdf> {
  const sheet = await loadSheet(caller, path);
  const read = await sheetVersion(sheet, query.version);
  if (read.contentType !== 'application/pdf') throw invalid(NOT_A_PDF);
  const published = (await listVersionMarkups(sheet._id, read.version)).filter((m) => m.published);
  const bytes = await markedUpPdf(await readObject(read.s3Key), published).catch(() => {
    throw invalid(UNREADABLE_PDF);
  });
  const key = `exports/${sheet.projectId}/markups-${ulid(now.getTime())}.pdf`;
  await putObject(key, Buffer.from(bytes), 'application/pdf');
  const fileName = markedUpName(read.original_name, read.version);
  return {
    url: await presignGet(key, { contentType: 'application/pdf', filename: fileName }),
    fileName,
    markups: published.length,
    expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
  };
}
