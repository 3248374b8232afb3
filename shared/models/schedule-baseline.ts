/** A schedule's baselines (docs/requirements.md#baselines): named snapshots of every task's first and last day. */

export interface BaselineSummary {
  id: string;
  name: string;
  /** When it was saved (ISO) and by whom. */
  savedAt: string;
  savedBy: { id: string; name: string };
  /** How many tasks it holds. */
  tasks: number;
}

/** One task's days when the baseline was saved (YYYY-MM-DD, the last day counted). */
export interface BaselineDates {
  id: string;
  start: string;
  finish: string;
}

export interface Baseline extends BaselineSummary {
  dates: BaselineDates[];
}
