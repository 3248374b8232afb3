import './ios-app-card.css';

/** A QR code drawn as SVG (sharp at any size, no canvas) from its modules, made at build time (web/ios-app-qr.ts). */
export function QrCode({
  modules,
  d,
  size = 120,
  label,
}: {
  modules: number;
  d: string;
  size?: number;
  label: string;
}) {
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
