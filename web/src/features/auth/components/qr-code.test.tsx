// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code.tsx';

afterEach(cleanup);

describe('QrCode', () => {
  it('draws the modules of a real QR code, with a quiet zone', () => {
    const { size, d } = qrPath('https://apps.apple.com/');
    // Version 2 (25 modules) for this length at level M, plus 2 modules of margin each side.
    expect(size).toBe(29);
    // The top-left finder pattern starts at the margin.
    expect(d.startsWith('M2 2h1v1h-1z')).toBe(true);
  });

  it('renders an accessible SVG', async () => {
    const { container } = await render(<QrCode text="hello" label="QR code to download the iOS app" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('QR code to download the iOS app');
    expect(svg?.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  });
});
