/** Temporary links to a file (docs/architecture.md#share-links-are-tokens-the-api-checks): a token our API checks, then a fresh short download. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isInlineSafe } from '#shared/documents.ts';
import type { ShareLink, ShareLinkCreated } from '#shared/models/sharing.ts';
import type { Module } from '#shared/roles.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { recordEvent } from '../commons/observability.ts';
import { publicBaseUrl } from '../commons/public-url.ts';
import { type Page, type Redirect, redirectTo } from '../commons/results.ts';
import { currentVersion, getVersion, versionOfRecord } from '../data/file-versions.ts';
import { type FileRecord, getFileRecord } from '../data/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import { getProject } from '../data/projects.ts';
import { hit } from '../data/rate-limits.ts';
import {
  getShare,
  insertShare,
  listFileShares,
  markRevoked,
  recordOpening,
  type ShareRecord,
} from '../data/share-links.ts';
import { presignGet } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { folderChain, loadFile, placeOfFile } from './document-access.ts';
import { fileEntry } from './document-activity.ts';
import { SHARE_OPENINGS_PER_LINK, waitText } from './rate-limits.ts';
import { shareLandingPage, sharePage } from './share-page.ts';

/** A size a person reads at a glance: bytes, KB or MB. */
const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export async function createShareLink(
  caller: Caller,
  input: { fileId: string; module: Module; hoursValid: number; purpose?: string },
  now: Date,
): Promise<ShareLinkCreated> {
  const file = await loadFile(caller, input.fileId);
  if (file.module !== input.module) throw invalid(`The file is not in the ${input.module} area`);
  const secret = randomBytes(24).toString('base64url');
  const share: ShareRecord = {
    _id: ulid(now.getTime()),
    secretHash: hash(secret),
    fileId: file._id,
    module: file.module,
    projectId: file.projectId,
    createdAt: now.toISOString(),
    created_by: caller.userId,
    created_by_name: caller.name,
    expiresAt: new Date(now.getTime() + input.hoursValid * 3600_000).toISOString(),
    openCount: 0,
    ...(input.purpose && { purpose: input.purpose }),
    version: currentVersion(file),
  };
  const detail = input.purpose
    ? 'for a print order'
    : `valid ${input.hoursValid} ${input.hoursValid === 1 ? 'hour' : 'hours'}`;
  await insertShare(share, fileEntry(caller, now, 'share.created', file, await placeOfFile(file), detail));
  return {
    _id: share._id,
    link: `${await publicBaseUrl()}/api/shared/${share._id}.${secret}`,
    expiresAt: share.expiresAt,
  };
}

const toApi = (s: ShareRecord): ShareLink => ({
  _id: s._id,
  fileId: s.fileId,
  module: s.module,
  createdAt: s.createdAt,
  created_by: s.created_by,
  created_by_name: s.created_by_name,
  expiresAt: s.expiresAt,
  openCount: s.openCount,
  ...(s.lastOpenedAt && { lastOpenedAt: s.lastOpenedAt }),
});

export async function listShareLinks(caller: Caller, fileId: string, module: Module, now: Date): Promise<ShareLink[]> {
  const file = await loadFile(caller, fileId);
  if (file.module !== module) throw invalid(`The file is not in the ${module} area`);
  const [shares, chain] = await Promise.all([listFileShares(fileId), folderChain(file.folderId)]);
  const live = (s: ShareRecord) => liveFor(s, file) && liveUnder(chain, s);
  return shares.filter((s) => !s.revokedAt && Date.parse(s.expiresAt) > now.getTime() && live(s)).map(toApi);
}

export async function revokeShareLink(caller: Caller, id: string, now: Date): Promise<{ message: string }> {
  const share = /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id) ? await getShare(id) : undefined;
  if (!share) throw notFound('Link not found');
  // Who may revoke follows the file where it is now (it may have moved areas); a deleted file's link
  // stays with the area it was made in.
  const file = await getFileRecord(share.fileId);
  assertModuleAccess(caller, file?.module ?? share.module, file?.projectId ?? share.projectId);
  if (!share.revokedAt) {
    const subject = file ?? {
      _id: share.fileId,
      original_name: 'a deleted file',
      projectId: share.projectId,
      module: share.module,
    };
    await markRevoked(id, now, fileEntry(caller, now, 'share.revoked', subject, file && (await placeOfFile(file))));
  }
  return { message: 'Link revoked' };
}

/**
 * A link dies with its file's trip to the recycle bin and stays dead after a restore: the file is not in
 * the bin, and the link was made after its last deletion (docs/data-model.md#recycle-bin).
 */
function liveFor(share: ShareRecord, file: FileRecord): boolean {
  return !file.binned && (!file.sharesEndedAt || share.createdAt > file.sharesEndedAt);
}

/** The same for the folders the file is in (`chain`): none is binned, none was binned since the link was made. */
function liveUnder(chain: FolderRecord[], share: ShareRecord): boolean {
  return !chain.some((f) => f.binned || (f.sharesEndedAt && share.createdAt <= f.sharesEndedAt));
}

function matches(share: ShareRecord, secret: string): boolean {
  const a = Buffer.from(share.secretHash);
  const b = Buffer.from(hash(secret));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Opens a link for anyone holding it; every refusal is a plain page, never an S3 error. */
export async function openShareLink(
  token: string,
  visitor: { ip: string; userAgent: string },
  want: 'page' | 'download' | 'view',
  now: Date,
): Promise<Page | Redirect> {
  const [id = '', secret = ''] = token.split('.');
  const share = /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id) && secret ? await getShare(id) : undefined;
  if (!share || !matches(share, secret))
    return sharePage('not-found', 'Link not found', 'This link does not exist. Check that it was copied whole.');
  if (share.revokedAt)
    return sharePage('gone', 'Link revoked', 'This link was turned off by the person who shared it.');
  if (Date.parse(share.expiresAt) <= now.getTime()) {
    return sharePage('gone', 'Link expired', 'This link has expired. Ask for a new one.');
  }
  const file = await getFileRecord(share.fileId);
  if (!file || !liveFor(share, file) || !liveUnder(await folderChain(file.folderId), share)) {
    return sharePage('gone', 'File no longer available', 'The shared file has been deleted.');
  }
  const opening = await hit('share-openings', share._id, SHARE_OPENINGS_PER_LINK, now);
  if (!opening.allowed) {
    const wait = opening.retryAfterSeconds;
    return sharePage(
      'rate-limited',
      'Too many openings',
      `This link has been opened too many times in the last hour. Please try again in ${waitText(wait)}.`,
      wait,
    );
  }
  // The version the link was made for, even after newer ones came.
  const shared = share.version ? await getVersion(file, share.version) : versionOfRecord(file);
  if (!shared) return sharePage('gone', 'File no longer available', 'The shared file has been deleted.');
  if (want === 'page') {
    const project = await getProject(file.projectId);
    return shareLandingPage({
      fileName: file.original_name,
      version: shared.version,
      latestVersion: currentVersion(file),
      uploadedAt: formatTorontoDateTime(shared.upload_date),
      sizeText: sizeText(shared.size),
      projectName: project?.name ?? '-',
      sharedBy: share.created_by_name || '-',
      until: formatTorontoDateTime(share.expiresAt),
      viewable: isInlineSafe(shared.contentType),
    });
  }
  const place = await placeOfFile(file);
  const detail = `${want === 'view' ? 'to view' : 'to download'}, shared by ${share.created_by_name || '-'}`;
  await recordOpening(
    share._id,
    { _id: ulid(now.getTime()), at: now, ...visitor, expiresAt: share.expiresAt },
    fileEntry(null, now, 'share.opened', file, place, detail),
  );
  recordEvent('ShareLinkOpened');
  return redirectTo(
    await presignGet(shared.s3Key, {
      contentType: shared.contentType,
      filename: shared.original_name,
      inline: want === 'view',
    }),
  );
}
