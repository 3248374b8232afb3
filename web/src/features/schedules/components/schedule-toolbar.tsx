/** The schedules' toolbar: view switcher, critical path toggle, Print and the legend. */
import { ViewMode } from 'gantt-task-react';

export const VIEW_MODES = [
  { mode: ViewMode.Month, label: 'Month' },
  { mode: ViewMode.Week, label: 'Week' },
  { mode: ViewMode.Day, label: 'Day' },
] as const;

export function ViewSwitcher({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <fieldset className="segmented">
      <legend className="sr-only">View</legend>
      {VIEW_MODES.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          className={`segmented__item${value === mode ? ' is-active' : ''}`}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/** "Critical path": highlights the tasks without float and shows every task's float (docs/requirements.md#critical-path). */
export function CriticalPathToggle({ value, onChange }: { value: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className={`segmented__item critical-toggle${value ? ' is-active' : ''}`}
      aria-pressed={value}
      onClick={() => onChange(!value)}
    >
      Critical path
    </button>
  );
}

/** What the bars' colours mean; the critical path's only while it is shown. */
export function ChartLegend({ showCritical }: { showCritical: boolean }) {
  return (
    <ul className="gantt-legend" aria-label="Legend">
      <li className="gantt-legend__item">
        <span className="gantt-legend__swatch" aria-hidden="true" /> Task
      </li>
      <li className="gantt-legend__item">
        <span className="gantt-legend__swatch gantt-legend__swatch--conflict" aria-hidden="true" /> Starts before a
        predecessor finishes
      </li>
      {showCritical ? (
        <li className="gantt-legend__item">
          <span className="gantt-legend__swatch gantt-legend__swatch--critical" aria-hidden="true" /> Critical path (no
          float)
        </li>
      ) : null}
    </ul>
  );
}
