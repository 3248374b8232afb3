// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_IOS_APP_URL, type IosAppQr, iosAppQr, qrPath } from '../../../../ios-app-qr.ts';
import { QrCode } from './qr-code.tsx';

afterEach(cleanup);

describe('QrCode', () => {
  it('draws the modules of a real QR code, with a quiet zone (made at build time)', () => {
    const { size, d } = qrPath('https://apps.apple.com/');
    // Version 2 (25 modules) for this length at level M, plus 2 modules of margin each side.
    expect(size).toBe(29);
    // The top-left finder pattern starts at the margin.
    expect(d.startsWith('M2 2h1v1h-1z')).toBe(true);
  });

  it('renders an accessible SVG', async () => {
    const { size, d } = qrPath('hello');
    const { container } = await render(<QrCode modules={size} d={d} label="QR code to download the iOS app" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('QR code to download the iOS app');
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    expect(svg?.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  });
});

describe('the build-time QR module (virtual:ios-app-qr)', () => {
  const moduleFor = (env: Record<string, string>): IosAppQr => {
    const plugin = iosAppQr();
    (plugin.configResolved as (c: unknown) => void)({ env });
    const id = (plugin.resolveId as (id: string) => string | undefined)('virtual:ios-app-qr');
    const code = (plugin.load as (id: string | undefined) => string | undefined)(id);
    return JSON.parse(code?.replace(/^export default /, '').replace(/;$/, '') ?? 'null');
  };

  it('encodes the URL the build names', () => {
    const url = 'https://apps.apple.com/app/site-office/id123456789';
    expect(moduleFor({ VITE_IOS_APP_URL: url })).toEqual({ url, ...qrPath(url) });
  });

  it('falls back to the App Store front page', () => {
    expect(moduleFor({}).url).toBe(DEFAULT_IOS_APP_URL);
  });
});
