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
      put: await objects.presignPut('uploads/pending/01JABCDEFGHJKMNPQRSTVWXYZ0', 'application/pdf'),
      photo: await objects.presignPut('tasks/photos/pending/x.jpg', 'image/jpeg'),
      part: await transfers.presignPart('files/01JABCDEFGHJKMNPQRSTVWXYZ0', 'upload-id-1', 3),
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
});
