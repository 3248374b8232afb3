import { create } from 'qrcode';
import { useMemo } from 'react';
import './ios-app-card.css';

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

/** A QR code made in the browser by the qrcode package, drawn as SVG (sharp at any size, no canvas). */
export function QrCode({ text, size = 120, label }: { text: string; size?: number; label: string }) {
  const { size: modules, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#111" />
    </svg>
  );
}
