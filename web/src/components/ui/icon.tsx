/** Line icons drawn here (no icon font, no network). Decorative: the text next to them names the action. */

const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h4.5v-6h4v6h4.5V9.5',
  project: 'M4 5h6l2 2h8v12H4zM4 9h16',
  schedule: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M7 14h4M7 17h7M13 14h4',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4M6 12l3-3 3 2 5-5',
  drawing: 'M4 20h16M5 16 15 6l3 3L8 19H5zM13 8l3 3',
  folder: 'M3 6h6l2 2h10v11H3z',
  activity: 'M3 12h4l3-7 4 14 3-7h4',
  photos: 'M3 7h4l2-2h6l2 2h4v12H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  log: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4M15 3v3h3',
  bin: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.4c2.1.7 3.5 2.7 3.5 5.6',
  buildings: 'M3 21h18M5 21V7l6-3v17M11 21V9l8 3v9M7.5 9v.01M7.5 12v.01M7.5 15v.01M14.5 14v.01M14.5 17v.01',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  construction: 'M3 21h18M6 21V10h12v11M6 14h12M10 10V6h4v4M4 10l8-6 8 6',
  plan: 'M4 4h11l5 5v11H4zM15 4v5h5M8 13h8M8 17h5',
  marketing: 'M4 10v4h3l6 4V6L7 10zM17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={['icon', className ?? ''].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
