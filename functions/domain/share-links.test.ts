/**
 * The rules of opening a share link, reachable before only through the emulator suite: the table and
 * the bucket are in-memory fakes behind the data and storage functions' own interfaces
 * (tests/integration/sharing.test.ts keeps the real thing).
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareRecord } from '../data/share-links.ts';

const shares = new Map<string, ShareRecord>();
const files = new Map<string, Record<string, unknown>>();
const openings: string[] = [];
let allowed = true;

vi.mock('../data/share-links.ts', () => ({
  getShare: async (id: string) => shares.get(id),
  insertShare: async () => undefined,
  listFileShares: async () => [],
  markRevoked: async () => undefined,
  recordOpening: async (id: string) => void openings.push(id),
}));
vi.mock('../data/files.ts', () => ({ getFileRecord: async (id: string) => files.get(id) }));
vi.mock('../data/folders.ts', () => ({
  getFolderRecord: async () => ({
    _id: 'F1',
    name: 'Structural',
    module: 'plan',
    ancestors: [{ _id: 'F0', name: 'Drawings' }],
  }),
  ancestorRecords: async () => [{ _id: 'F0', name: 'Drawings', module: 'plan', ancestors: [] }],
}));
vi.mock('../data/projects.ts', () => ({ getProject: async () => ({ _id: 'P1', name: 'Harbourfront Tower' }) }));
vi.mock('../data/rate-limits.ts', () => ({
  hit: async () => (allowed ? { allowed: true, count: 1, windowStart: 0 } : { allowed: false, retryAfterSeconds: 600 }),
}));
vi.mock('../storage/objects.ts', () => ({
  presignGet: async (key: string, o: { inline: boolean }) => `https://files.example/${key}?inline=${o.inline}`,
}));

const { openShareLink } = await import('./share-links.ts');

const ID = '01JD0000000000000000000001';
const SECRET = 'k8Q2mZ7rT1vX9nB4';
const NOW = new Date('2026-11-23T15:00:00.000Z');
const visitor = { ip: '203.0.113.9', userAgent: 'test' };
const hash = (s: string) => createHash('sha256').update(s).digest('base64url');

beforeEach(() => {
  shares.clear();
  files.clear();
  openings.length = 0;
  allowed = true;
  shares.set(ID, {
    _id: ID,
    secretHash: hash(SECRET),
    fileId: 'F1',
    module: 'plan',
    projectId: 'P1',
    createdAt: '2026-11-23T10:00:00.000Z',
    created_by: 'U1',
    created_by_name: 'Pat Morgan',
    expiresAt: '2026-11-24T10:00:00.000Z',
    openCount: 0,
  });
  files.set('F1', {
    _id: 'F1',
    original_name: 'S-201 Level P1 slab.pdf',
    size: 2_400_000,
    contentType: 'application/pdf',
    s3Key: 'files/F1',
    projectId: 'P1',
  });
});

const outcome = (r: unknown) => (r as { kind: string; outcome?: string }).outcome ?? (r as { kind: string }).kind;

describe('opening a share link (domain rules, in-memory fakes)', () => {
  it('a person sees the landing page with what the file is and who shared it; nothing is recorded yet', async () => {
    const page = await openShareLink(`${ID}.${SECRET}`, visitor, 'page', NOW);
    expect(page).toMatchObject({ kind: 'page', outcome: 'ok', title: 'S-201 Level P1 slab.pdf (v1)' });
    const content = (page as { content: string }).content;
    expect(content).toContain('2.29 MB');
    expect(content).toContain('Harbourfront Tower');
    expect(content).toContain('Pat Morgan');
    expect(content).toContain('href="?get=view"');
    expect(openings).toEqual([]);
  });

  it('a download is recorded and redirects to a fresh presigned URL; view asks for inline', async () => {
    expect(await openShareLink(`${ID}.${SECRET}`, visitor, 'download', NOW)).toEqual(
      expect.objectContaining({ kind: 'redirect', location: 'https://files.example/files/F1?inline=false' }),
    );
    expect(await openShareLink(`${ID}.${SECRET}`, visitor, 'view', NOW)).toEqual(
      expect.objectContaining({ location: 'https://files.example/files/F1?inline=true' }),
    );
    expect(openings).toEqual([ID, ID]);
  });

  it('a wrong secret, a malformed token or an unknown id is "Link not found", never a hint', async () => {
    for (const token of [`${ID}.wrong-secret`, 'nonsense', `${ID}.`, `01JD0000000000000000000009.${SECRET}`]) {
      expect(outcome(await openShareLink(token, visitor, 'download', NOW)), token).toBe('not-found');
    }
    expect(openings).toEqual([]);
  });

  it('expiry is exact: the last millisecond opens, the expiry instant is gone', async () => {
    const expires = new Date('2026-11-24T10:00:00.000Z');
    expect(outcome(await openShareLink(`${ID}.${SECRET}`, visitor, 'download', new Date(expires.getTime() - 1)))).toBe(
      'redirect',
    );
    const gone = await openShareLink(`${ID}.${SECRET}`, visitor, 'download', expires);
    expect(gone).toMatchObject({ outcome: 'gone', title: 'Link expired' });
  });

  it('a revoked link and a deleted file are gone, with their own words', async () => {
    files.delete('F1');
    expect(await openShareLink(`${ID}.${SECRET}`, visitor, 'page', NOW)).toMatchObject({
      outcome: 'gone',
      title: 'File no longer available',
    });
    shares.set(ID, { ...(shares.get(ID) as ShareRecord), revokedAt: '2026-11-23T12:00:00.000Z' });
    expect(await openShareLink(`${ID}.${SECRET}`, visitor, 'page', NOW)).toMatchObject({
      outcome: 'gone',
      title: 'Link revoked',
    });
  });

  it('too many openings: a page that says when to try again, with Retry-After', async () => {
    allowed = false;
    const page = await openShareLink(`${ID}.${SECRET}`, visitor, 'download', NOW);
    expect(page).toMatchObject({ outcome: 'rate-limited', retryAfterSeconds: 600 });
    expect((page as { content: string }).content).toContain('10 minutes');
    expect(openings).toEqual([]);
  });
});
