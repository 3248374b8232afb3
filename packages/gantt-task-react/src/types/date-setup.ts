import type { ViewMode } from './public-types';
export interface DateSetup {
  dates: Date[];
  viewMode: ViewMode;
  /** The column width the dates were laid out at: drawn together, so no frame mixes two views. */
  columnWidth: number;
}
