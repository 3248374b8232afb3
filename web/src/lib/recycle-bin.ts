import type { BinArea } from '#shared/models/recycle-bin.ts';

/** What every screen says of the recycle bin (docs/requirements.md#recycle-bin), and where it is. */

/** Added under a delete question whose item goes to the bin (the spec's question stays as it is). */
export const RESTORE_NOTE = 'You can restore it from the Recycle Bin for 30 days.';

/** The project's Recycle Bin screen, opened on one area when an area's header links to it. */
export function recycleBinPath(projectId: string, area?: BinArea): string {
  return `/recycle_bin/${encodeURIComponent(projectId)}${area ? `?area=${area}` : ''}`;
}
