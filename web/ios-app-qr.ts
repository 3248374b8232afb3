/**
 * The login page's QR code for the iOS app, made when the web app is built: the App Store URL is a build
 * setting (VITE_IOS_APP_URL), so the browser needs only the finished SVG path, not a QR encoder (about 8 KiB
 * gzipped that every first visit used to download; docs/performance.md, login route).
 */
import { create } from 'qrcode';
import type { Plugin } from 'vite';

/** The App Store's front page, until a build names the app's own page. */
export const DEFAULT_IOS_APP_URL = 'https://apps.apple.com/';

export interface IosAppQr {
  /** What the QR code and the badge link open. */
  url: string;
  /** Modules per side, quiet zone included. */
  size: number;
  /** The dark modules as one SVG path in module units. */
  d: string;
}

/** The dark modules of a QR code for `text`, as one SVG path in module units (quiet zone of `margin`). */
export function qrPath(text: string, margin = 2): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { size: modules.size + margin * 2, d: parts.join('') };
}

const MODULE_ID = 'virtual:ios-app-qr';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** `import iosApp from 'virtual:ios-app-qr'` gives the IosAppQr of this build's VITE_IOS_APP_URL. */
export function iosAppQr(): Plugin {
  let url = DEFAULT_IOS_APP_URL;
  return {
    name: 'site-office-ios-app-qr',
    configResolved(config) {
      url = config.env.VITE_IOS_APP_URL || DEFAULT_IOS_APP_URL;
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const qr: IosAppQr = { url, ...qrPath(url) };
      return `export default ${JSON.stringify(qr)};`;
    },
  };
}
