/**
 * Presigned URLs exactly as we sign them for AWS (no emulator endpoint): S3 refuses a PUT whose bytes do
 * not match a checksum signed into its URL, and the emulator checks none, so the URL itself is the test.
 */
import {
  CompleteMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

let objects: typeof import('./objects.ts');
let transfers: typeof import('./file-transfers.ts');

beforeAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_S3;
  process.env.FILES_BUCKET = 'site-office-files-test';
  process.env.AWS_REGION = 'ca-central-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
  objects = await import('./objects.ts');
  transfers = await import('./file-transfers.ts');
});

const checksumParams = (url: string) =>
  [...new URL(url).searchParams.keys()].filter((k) => k.toLowerCase().includes('checksum'));

describe('presigned URLs carry no checksum of an empty body', () => {
  it('single PUT (documents and site photos), part PUT and GET', async () => {
    const urls = {
      put: await objects.presignPut('uploads/pending/01JABCDEFGHJKMNPQRSTVWXYZ0', 'application/pdf', 123_456),
      photo: await objects.presignPut('tasks/photos/pending/x.jpg', 'image/jpeg', 2_000_000),
      part: await transfers.presignPart('files/01JABCDEFGHJKMNPQRSTVWXYZ0', 'upload-id-1', 3, 8 * 1024 * 1024),
      get: await objects.presignGet('files/01JABCDEFGHJKMNPQRSTVWXYZ0', {
        contentType: 'application/pdf',
        filename: 'A-101.pdf',
      }),
      inline: await objects.presignGet('files/01JABCDEFGHJKMNPQRSTVWXYZ0', {
        contentType: 'application/pdf',
        filename: 'A-101.pdf',
        inline: true,
      }),
    };
    const found = Object.fromEntries(Object.entries(urls).map(([kind, url]) => [kind, checksumParams(url)]));
    expect(found).toEqual({ put: [], photo: [], part: [], get: [], inline: [] });
    for (const url of Object.values(urls))
      expect(new URL(url).host).toBe('site-office-files-test.s3.ca-central-1.amazonaws.com');
  });

  it('L11: upload URLs bind the exact size (and a single PUT its type) and live 15 minutes', async () => {
    const signed = (url: string) => ({
      headers: new URL(url).searchParams.get('X-Amz-SignedHeaders'),
      expires: new URL(url).searchParams.get('X-Amz-Expires'),
    });
    expect(signed(await objects.presignPut('uploads/pending/x', 'application/pdf', 1234))).toEqual({
      headers: 'content-length;content-type;host',
      expires: '900',
    });
    expect(signed(await transfers.presignPart('files/x', 'u1', 2, 8 * 1024 * 1024))).toEqual({
      headers: 'content-length;host',
      expires: '900',
    });
  });
});

describe('big uploads: the browser completes a multipart upload against S3, where no 29 s limit applies', () => {
  it('the presigned CompleteMultipartUpload URL is a POST of that upload of that key, signed for s3 with the host only', async () => {
    const key = 'files/01JABCDEFGHJKMNPQRSTVWXYZ0';
    const { method, url } = await transfers.presignComplete(key, 'upload-id-7');
    expect(method).toBe('POST');
    const u = new URL(url);
    expect(u.host).toBe('site-office-files-test.s3.ca-central-1.amazonaws.com');
    expect(u.pathname).toBe(`/${key}`);
    expect(u.searchParams.get('uploadId')).toBe('upload-id-7');
    // The operation: CompleteMultipartUpload is POST ?uploadId= (CreateMultipartUpload is POST ?uploads).
    expect(u.searchParams.has('uploads')).toBe(false);
    expect(u.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(u.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/ca-central-1\/s3\/aws4_request$/);
    expect(u.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(checksumParams(url)).toEqual([]);
  });
});

/**
 * The S3 client the functions presigned with before functions/storage/presign.ts (checksums only when an
 * operation requires one), and `getSignedUrl`: each URL we sign must be this one, byte for byte.
 */
describe('presigned URLs are byte for byte those of getSignedUrl with the S3 client', () => {
  const KEY = 'tasks/photos/pending/a b(1)é!*.jpg';
  const sdkClient = () =>
    new S3Client({
      forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const pairs = async () => {
    const Bucket = 'site-office-files-test';
    return [
      [
        await objects.presignPut(KEY, 'image/jpeg', 2_000_000, 120),
        await getSignedUrl(
          sdkClient(),
          new PutObjectCommand({ Bucket, Key: KEY, ContentType: 'image/jpeg', ContentLength: 2_000_000 }),
          {
            expiresIn: 120,
            signableHeaders: new Set(['content-length', 'content-type']),
          },
        ),
      ],
      [
        await objects.presignGet(KEY, { contentType: 'application/pdf', filename: 'Plan «A» (1).pdf', inline: true }),
        await getSignedUrl(
          sdkClient(),
          new GetObjectCommand({
            Bucket,
            Key: KEY,
            ResponseContentType: 'application/pdf',
            ResponseContentDisposition: objects.contentDisposition('inline', 'Plan «A» (1).pdf'),
          }),
          { expiresIn: 900 },
        ),
      ],
      [
        await objects.presignGet(KEY, { contentType: 'text/html' }),
        await getSignedUrl(
          sdkClient(),
          new GetObjectCommand({
            Bucket,
            Key: KEY,
            ResponseContentType: 'application/octet-stream',
            ResponseContentDisposition: 'attachment',
          }),
          { expiresIn: 900 },
        ),
      ],
      [
        await transfers.presignPart(KEY, 'upload/id+7', 12, 8 * 1024 * 1024),
        await getSignedUrl(
          sdkClient(),
          new UploadPartCommand({
            Bucket,
            Key: KEY,
            UploadId: 'upload/id+7',
            PartNumber: 12,
            ContentLength: 8 * 1024 * 1024,
          }),
          { expiresIn: 900, signableHeaders: new Set(['content-length']) },
        ),
      ],
      [
        (await transfers.presignComplete(KEY, 'upload/id+7')).url,
        await getSignedUrl(
          sdkClient(),
          new CompleteMultipartUploadCommand({ Bucket, Key: KEY, UploadId: 'upload/id+7' }),
          {
            expiresIn: 900,
          },
        ),
      ],
    ];
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T11:17:23Z') });
    process.env.AWS_SESSION_TOKEN = 'session/token+=';
  });
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.AWS_SESSION_TOKEN;
    delete process.env.AWS_ENDPOINT_URL_S3;
    process.env.AWS_REGION = 'ca-central-1';
  });

  it.each(['ca-central-1', 'us-east-1', 'cn-north-1'])('in AWS, region %s', async (region) => {
    process.env.AWS_REGION = region;
    for (const [ours, sdk] of await pairs()) expect(ours).toBe(sdk);
  });

  it('against the local emulator (path style, its host and port)', async () => {
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:4569';
    const urls = await pairs();
    expect(urls[0]?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:4569\/site-office-files-test\/tasks\/photos\/pending\//);
    for (const [ours, sdk] of urls) expect(ours).toBe(sdk);
  });

  it('a bucket S3 cannot address as a host name is refused rather than signed differently', async () => {
    process.env.FILES_BUCKET = 'site.office.files';
    try {
      await expect(objects.presignGet(KEY, { contentType: 'application/pdf' })).rejects.toThrow(/host name/);
    } finally {
      process.env.FILES_BUCKET = 'site-office-files-test';
    }
  });
});
