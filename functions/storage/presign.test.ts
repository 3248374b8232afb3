/**
 * Presigned URLs exactly as we sign them for AWS (no emulator endpoint): S3 refuses a PUT whose bytes do
 * not match a checksum signed into its URL, and the emulator checks none, so the URL itself is the test.
 */
import { beforeAll, describe, expect, it } from 'vitest';

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
