import type { PageSize, Point } from '#shared/pin-geometry.ts';

const STEP = 10;
const BIG_STEP = 50;
const MOVES: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The keyboard's cross-hair over a page (placing a pin, drawing a markup): where an arrow key moves it
 * (Shift: further), kept on the page; null for any other key.
 */
export function movedCrossHair(cross: Point, key: string, shift: boolean, size: PageSize): Point | null {
  const move = MOVES[key];
  if (!move) return null;
  const step = shift ? BIG_STEP : STEP;
  return {
    x: Math.min(size.width, Math.max(0, cross.x + move.x * step)),
    y: Math.min(size.height, Math.max(0, cross.y + move.y * step)),
  };
}
