/** The product's mark (same drawing as the favicon). */
export function BrandMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="brand-mark">
      <rect width="64" height="64" rx="14" fill="#1d3557" />
      <path d="M14 50V26l18-12 18 12v24H38V36H26v14z" fill="#f4a261" />
      <rect x="28" y="40" width="8" height="10" fill="#1d3557" />
    </svg>
  );
}
