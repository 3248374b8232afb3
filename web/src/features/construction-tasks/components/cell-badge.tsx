import type { CellText } from '../utils/monitor-cells.ts';
import './cell-badge.css';

/** A coloured badge, or plain text when the value has no colour. */
export function CellBadge({ cell, testId }: { cell: CellText; testId?: string }) {
  if (!cell.tone) return <span data-testid={testId}>{cell.text}</span>;
  return (
    <span className={`pill pill--${cell.tone} tone--${cell.tone}`} data-testid={testId} data-tone={cell.tone}>
      {cell.text}
    </span>
  );
}

export function ProgressCell({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress-cell">
      <div
        className="progress"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Progress"
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress-cell__value">{percent}%</span>
    </div>
  );
}
