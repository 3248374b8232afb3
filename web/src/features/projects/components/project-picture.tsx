import type { ReactNode } from 'react';
import { type Palette, type PictureVariant, pictureFor } from '../utils/picture.ts';

/** Scenes are drawn in a 160×100 box; the ground starts at y=80. */
const GROUND = 80;

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string) {
  const out: ReactNode[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out.push(<rect key={`${r}-${c}`} x={x + c * (w + gap)} y={y + r * (h + gap)} width={w} height={h} fill={fill} />);
    }
  }
  return out;
}

function Tower({ p }: { p: Palette }) {
  return (
    <g>
      <rect x="58" y="14" width="44" height={GROUND - 14} fill={p.main} />
      <rect x="58" y="10" width="44" height="6" fill={p.accent} />
      {windows(63, 20, 5, 9, 5, 4, 2.6, p.window)}
      <rect x="26" y="44" width="28" height={GROUND - 44} fill={p.main} opacity="0.75" />
      {windows(30, 49, 3, 4, 5, 4, 2.8, p.window)}
      <rect x="106" y="36" width="30" height={GROUND - 36} fill={p.main} opacity="0.85" />
      {windows(110, 41, 3, 6, 5, 4, 3, p.window)}
    </g>
  );
}

function House({ x, w, p, roof }: { x: number; w: number; p: Palette; roof: string }) {
  const wallTop = GROUND - w * 0.7;
  return (
    <g>
      <polygon points={`${x - 3},${wallTop} ${x + w / 2},${wallTop - w * 0.45} ${x + w + 3},${wallTop}`} fill={roof} />
      <rect x={x} y={wallTop} width={w} height={GROUND - wallTop} fill={p.main} />
      <rect x={x + w * 0.4} y={GROUND - w * 0.32} width={w * 0.2} height={w * 0.32} fill={p.accent} />
      <rect x={x + w * 0.12} y={wallTop + w * 0.12} width={w * 0.18} height={w * 0.15} fill={p.window} />
      <rect x={x + w * 0.7} y={wallTop + w * 0.12} width={w * 0.18} height={w * 0.15} fill={p.window} />
    </g>
  );
}

function Houses({ p }: { p: Palette }) {
  return (
    <g>
      <House x={18} w={36} p={p} roof={p.accent} />
      <House x={62} w={42} p={p} roof="#5c4b51" />
      <House x={112} w={32} p={p} roof={p.accent} />
      <circle cx="10" cy="72" r="6" fill="#6a994e" />
      <rect x="9" y="74" width="2" height="6" fill="#6b4f3a" />
      <circle cx="150" cy="70" r="7" fill="#6a994e" />
      <rect x="149" y="73" width="2" height="7" fill="#6b4f3a" />
    </g>
  );
}

function Apartments({ p }: { p: Palette }) {
  return (
    <g>
      <rect x="30" y="24" width="100" height={GROUND - 24} fill={p.main} />
      <rect x="30" y="20" width="100" height="5" fill={p.accent} />
      {[0, 1, 2, 3, 4].map((r) => (
        <g key={r}>
          {windows(36, 30 + r * 10, 8, 1, 7, 5, 4.6, p.window)}
          <rect x="34" y={36 + r * 10} width="92" height="1.6" fill={p.accent} opacity="0.8" />
        </g>
      ))}
      <rect x="72" y="70" width="16" height="10" fill={p.accent} />
    </g>
  );
}

function Bridge({ p }: { p: Palette }) {
  return (
    <g>
      <rect x="0" y="70" width="160" height="30" fill="#7fa7c9" />
      <path d="M0 74 Q 20 71 40 74 T 80 74 T 120 74 T 160 74" stroke="#c9dcec" strokeWidth="1.2" fill="none" />
      <path d="M8 62 Q 80 8 152 62" stroke={p.accent} strokeWidth="4" fill="none" />
      <rect x="0" y="60" width="160" height="5" fill={p.main} />
      {[28, 44, 60, 76, 92, 108, 124].map((x) => (
        <line
          key={x}
          x1={x}
          y1={60}
          x2={x}
          y2={60 - (40 - Math.abs(76 - x) * 0.55) * 0.9}
          stroke={p.main}
          strokeWidth="1.4"
        />
      ))}
      <rect x="12" y="65" width="6" height="15" fill={p.main} />
      <rect x="142" y="65" width="6" height="15" fill={p.main} />
    </g>
  );
}

function Warehouse({ p }: { p: Palette }) {
  return (
    <g>
      <polygon points={`18,40 48,28 48,40 78,28 78,40 108,28 108,40 138,28 138,${GROUND} 18,${GROUND}`} fill={p.main} />
      <polygon points="18,40 48,28 48,32 22,43" fill={p.window} opacity="0.5" />
      <polygon points="48,40 78,28 78,32 52,43" fill={p.window} opacity="0.5" />
      <polygon points="78,40 108,28 108,32 82,43" fill={p.window} opacity="0.5" />
      <polygon points="108,40 138,28 138,32 112,43" fill={p.window} opacity="0.5" />
      <rect x="30" y="56" width="24" height="24" fill={p.accent} />
      {[0, 1, 2, 3, 4].map((i) => (
        <line key={i} x1="30" y1={60 + i * 4} x2="54" y2={60 + i * 4} stroke={p.main} strokeWidth="0.8" />
      ))}
      <rect x="66" y="56" width="24" height="24" fill={p.accent} />
      {[0, 1, 2, 3, 4].map((i) => (
        <line key={i} x1="66" y1={60 + i * 4} x2="90" y2={60 + i * 4} stroke={p.main} strokeWidth="0.8" />
      ))}
      {windows(100, 50, 3, 2, 8, 6, 3, p.window)}
      <rect x="140" y="44" width="6" height="36" fill={p.main} opacity="0.8" />
    </g>
  );
}

function Crane({ p }: { p: Palette }) {
  return (
    <g>
      <rect x="70" y="40" width="60" height={GROUND - 40} fill={p.main} opacity="0.9" />
      {windows(75, 46, 5, 4, 6, 5, 5, p.window)}
      {/* Scaffolding on the unfinished top floors */}
      {[70, 85, 100, 115, 130].map((x) => (
        <line key={x} x1={x} y1="22" x2={x} y2="40" stroke={p.accent} strokeWidth="1.2" />
      ))}
      <line x1="70" y1="22" x2="130" y2="22" stroke={p.accent} strokeWidth="1.2" />
      <line x1="70" y1="31" x2="130" y2="31" stroke={p.accent} strokeWidth="1.2" />
      {/* Tower crane */}
      <rect x="36" y="14" width="5" height={GROUND - 14} fill={p.accent} />
      {[20, 30, 40, 50, 60, 70].map((y) => (
        <line key={y} x1="36" y1={y} x2="41" y2={y + 6} stroke={p.main} strokeWidth="0.8" />
      ))}
      <rect x="14" y="12" width="92" height="4" fill={p.accent} />
      <rect x="14" y="16" width="10" height="6" fill={p.main} />
      <line x1="92" y1="16" x2="92" y2="34" stroke={p.main} strokeWidth="0.8" />
      <rect x="88" y="34" width="8" height="5" fill={p.main} />
      <polygon points="33,12 38.5,4 44,12" fill={p.accent} />
    </g>
  );
}

const SCENES: Record<PictureVariant, (props: { p: Palette }) => ReactNode> = {
  tower: Tower,
  houses: Houses,
  apartments: Apartments,
  bridge: Bridge,
  warehouse: Warehouse,
  crane: Crane,
};

/** A building-themed illustration chosen by the project's name (the same name, the same picture). */
export function ProjectPicture({ name, className }: { name: string; className?: string }) {
  const { variant, palette: p, sun } = pictureFor(name);
  const Scene = SCENES[variant];
  return (
    <svg
      className={['project-picture', className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
    >
      <rect width="160" height="100" fill={p.sky} />
      <circle cx={18 + sun * 124} cy="18" r="8" fill="#fff3b0" opacity="0.9" />
      <rect y={GROUND} width="160" height={100 - GROUND} fill={p.ground} />
      <Scene p={p} />
    </svg>
  );
}
