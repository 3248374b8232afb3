/** A "Download on the App Store" badge, drawn here (no external image). */
export function AppStoreBadge({ height = 44 }: { height?: number }) {
  return (
    <svg
      className="app-store-badge"
      viewBox="0 0 150 44"
      height={height}
      width={(height * 150) / 44}
      role="img"
      aria-label="Download on the App Store"
    >
      <rect x="0.5" y="0.5" width="149" height="43" rx="8" fill="#000" stroke="#a6a6a6" />
      {/* An apple: body with a bite, and a leaf. */}
      <path
        fill="#fff"
        d="M27.6 23.3c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9c-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1z"
      />
      <path fill="#fff" d="M25.1 15.7c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z" />
      <text
        x="40"
        y="17"
        fill="#fff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"
        fontSize="8.5"
      >
        Download on the
      </text>
      <text
        x="39.5"
        y="33"
        fill="#fff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"
        fontSize="17"
        fontWeight="600"
        letterSpacing="-0.3"
      >
        App Store
      </text>
    </svg>
  );
}
