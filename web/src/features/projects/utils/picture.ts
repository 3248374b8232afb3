/** A project's picture is chosen by its name: the same name always gets the same drawing. */

export const PICTURE_VARIANTS = ['tower', 'houses', 'apartments', 'bridge', 'warehouse', 'crane'] as const;
export type PictureVariant = (typeof PICTURE_VARIANTS)[number];

export interface Palette {
  sky: string;
  ground: string;
  main: string;
  accent: string;
  window: string;
}

export const PALETTES: readonly Palette[] = [
  { sky: '#dbe9f6', ground: '#9cb08a', main: '#3d5a80', accent: '#ee6c4d', window: '#e0fbfc' },
  { sky: '#fde8d0', ground: '#b5a68a', main: '#6d597a', accent: '#e9c46a', window: '#fff4e0' },
  { sky: '#d8f0ea', ground: '#8fae9b', main: '#2a6f6f', accent: '#f4a261', window: '#eefaf6' },
  { sky: '#e6e4f4', ground: '#a7a39a', main: '#44475a', accent: '#e76f51', window: '#f4f1ff' },
  { sky: '#f3ecd9', ground: '#c2b280', main: '#7f5539', accent: '#2a9d8f', window: '#fdf6e3' },
];

/** FNV-1a, 32 bits: small, fast and well spread for short strings. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export interface Picture {
  variant: PictureVariant;
  palette: Palette;
  /** Where the sun sits, 0..1 across the sky. */
  sun: number;
}

export function pictureFor(name: string): Picture {
  const hash = hashName(name);
  return {
    variant: PICTURE_VARIANTS[hash % PICTURE_VARIANTS.length] as PictureVariant,
    palette: PALETTES[Math.floor(hash / PICTURE_VARIANTS.length) % PALETTES.length] as Palette,
    sun: ((hash >>> 16) % 100) / 100,
  };
}
