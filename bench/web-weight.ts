/** The JavaScript a first visit to the login page loads, measured in Chromium, gzipped as a CDN sends it. */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/support/browser.ts';

export interface WebWeight {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  files: { url: string; gzipBytes: number }[];
}

export async function measureLoginJs(base: string): Promise<WebWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const files: { url: string; raw: number; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          files.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByLabel('User Name').waitFor();
    await Promise.all(pending);
    return {
      scripts: files.length,
      rawBytes: files.reduce((n, f) => n + f.raw, 0),
      gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
      files: files.map(({ url, gzipBytes }) => ({ url, gzipBytes })),
    };
  } finally {
    await browser.close();
  }
}
