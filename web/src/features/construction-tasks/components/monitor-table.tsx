import { Fragment, memo, type ReactNode, useId, useState } from 'react';
import type { ConstructionTask } from '#shared/task-models.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { scrollIntoViewRef } from '../../../lib/search-targets.ts';
import { PHOTO_LINK_REFRESH_MS, useConstructionTasks } from '../api/get-tasks.ts';
import {
  activityCellState,
  daysLeftCell,
  estimateHighlight,
  formatDate,
  inspectionCell,
  MONITOR_FILTERS,
  type MonitorFilter,
  monitorGroups,
  monitorRows,
  statusCell,
} from '../utils/monitor-cells.ts';
import { CellBadge, ProgressCell } from './cell-badge.tsx';
import { TaskImagesDialog } from './task-images.tsx';
import { TaskNotesDialog } from './task-notes.tsx';
import { useNow } from './use-now.ts';
import './monitor-table.css';

type Popup = { kind: 'notes' | 'images'; task: ConstructionTask } | null;

function NoteCell({ task }: { task: ConstructionTask }) {
  const state = activityCellState(task.notes_summary);
  if (state === 'today') {
    const more = (task.notes_summary?.todayCount ?? 1) - 1;
    return (
      <span className="activity-cell__note" data-state="today">
        {task.latest_note?.text ?? ''}
        {more > 0 ? <span className="muted"> (+{more} more today)</span> : null}
      </span>
    );
  }
  if (state === 'before') return <span data-state="before">Before</span>;
  return <span data-state="none" />;
}

function ImageCell({ task }: { task: ConstructionTask }) {
  const state = activityCellState(task.images_summary);
  if (state === 'today') {
    const count = task.images_summary?.todayCount ?? 1;
    return (
      <span className="activity-cell__image" data-state="today">
        {task.latest_image_thumbnail_url ? <img src={task.latest_image_thumbnail_url} alt="" loading="lazy" /> : null}
        {count > 1 ? <span className="activity-cell__count">{count}</span> : null}
      </span>
    );
  }
  if (state === 'before') return <span data-state="before">Before</span>;
  return <span data-state="none" />;
}

/**
 * A Note or Image cell opens its popup. Its name says whose activity it is, then what the cell shows
 * ("Notes of Footings Before"), so the visible text is part of the name (WCAG 2.5.3, label in name).
 */
function ActivityCellButton({
  kind,
  task,
  onOpen,
  children,
}: {
  kind: NonNullable<Popup>['kind'];
  task: ConstructionTask;
  onOpen: (popup: Popup) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <span id={`${id}-of`} hidden>
        {kind === 'notes' ? 'Notes' : 'Images'} of {task.task_name}
      </span>
      <button
        type="button"
        id={id}
        className="activity-cell__button"
        aria-labelledby={`${id}-of ${id}`}
        data-testid={kind === 'notes' ? 'note-cell' : 'image-cell'}
        onClick={() => onOpen({ kind, task })}
      >
        {children}
      </button>
    </>
  );
}

const Row = memo(function Row({
  task,
  now,
  onOpen,
  highlighted,
}: {
  task: ConstructionTask;
  now: Date;
  onOpen: (popup: Popup) => void;
  highlighted: boolean;
}) {
  const days = daysLeftCell(task, now);
  const estimate = estimateHighlight(task);
  return (
    <tr
      data-task-id={task._id}
      className={highlighted ? 'is-highlighted' : undefined}
      aria-current={highlighted ? 'true' : undefined}
      ref={highlighted ? scrollIntoViewRef : undefined}
    >
      <th scope="row" className="monitor__task">
        {task.task_name}
      </th>
      <td data-label="Status">
        <CellBadge cell={statusCell(task.status)} testId="status" />
      </td>
      <td data-label="Progress">
        <ProgressCell value={task.progress ?? 0} />
      </td>
      <td data-label="Inspection">
        <CellBadge cell={inspectionCell(task.inspection_status)} testId="inspection" />
        {task.inspection_status === 'Scheduled' && task.inspection_schedule_date ? (
          <div className="monitor__sub">{formatDate(task.inspection_schedule_date)}</div>
        ) : null}
      </td>
      <td className="monitor__dates" data-label="Schedule">
        <div>{formatDate(task.schedule_start, 'N/A')}</div>
        <div>{formatDate(task.schedule_finish, 'N/A')}</div>
      </td>
      <td className="monitor__dates" data-label="Estimate">
        <div className={estimate.startLate ? 'late late--yellow tone--yellow' : undefined} data-testid="estimate-start">
          {formatDate(task.estimate_start, 'N/A')}
        </div>
        <div className={estimate.finishLate ? 'late late--red tone--red' : undefined} data-testid="estimate-finish">
          {formatDate(task.estimate_finish, 'N/A')}
        </div>
      </td>
      <td data-testid="days-left" data-label="Days Left">
        {days ? (
          <span className={days.tone ? `days days--${days.tone}` : 'days'} data-tone={days.tone ?? 'plain'}>
            {days.text}
          </span>
        ) : null}
      </td>
      <td className="activity-cell" data-label="Note (Today)">
        <ActivityCellButton kind="notes" task={task} onOpen={onOpen}>
          <NoteCell task={task} />
        </ActivityCellButton>
      </td>
      <td className="activity-cell" data-label="Image (Today)">
        <ActivityCellButton kind="images" task={task} onOpen={onOpen}>
          <ImageCell task={task} />
        </ActivityCellButton>
      </td>
    </tr>
  );
});

/** Which tasks the Monitor lists: buttons (Tab, then Enter or Space), the chosen one pressed. */
function MonitorFilterBar({
  value,
  onChange,
  shown,
  total,
}: {
  value: MonitorFilter;
  onChange: (filter: MonitorFilter) => void;
  shown: number;
  total: number;
}) {
  return (
    <div className="monitor-filter cluster">
      <fieldset className="segmented monitor-filter__choices">
        <legend className="sr-only">Show tasks</legend>
        {MONITOR_FILTERS.map(({ value: filter, label }) => (
          <button
            key={filter}
            type="button"
            className={`segmented__item${value === filter ? ' is-active' : ''}`}
            aria-pressed={value === filter}
            data-filter={filter}
            onClick={() => onChange(filter)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <p className="muted monitor-filter__count" role="status" data-testid="monitor-count">
        {shown} of {total} tasks
      </p>
    </div>
  );
}

/**
 * /monitor/{projectId}: the Project Schedule table, read-only, with the notes and images popups; a search
 * result's task (`?task=<id>`) is highlighted and scrolled to. It opens on the unfinished tasks, the
 * earliest finish first; Due soon, Today (Toronto) and All are a press away.
 */
export function MonitorTable({ projectId, highlightTaskId }: { projectId: string; highlightTaskId?: string | null }) {
  const tasks = useConstructionTasks(projectId, { refetchInterval: PHOTO_LINK_REFRESH_MS });
  const now = useNow();
  const [popup, setPopup] = useState<Popup>(null);
  // A search result may be a finished task: then every task is listed, so it can be shown.
  const [filter, setFilter] = useState<MonitorFilter>(highlightTaskId ? 'all' : 'unfinished');

  if (tasks.isPending) return <StatusText>Loading...</StatusText>;
  if (tasks.isError)
    return (
      <Alert message={serverMessageOr(tasks.error, 'Failed to load tasks. Please try again later.')} variant="error" />
    );
  if (tasks.data.length === 0) return <p className="empty">No tasks available.</p>;
  const rows = monitorRows(tasks.data, filter, now);

  return (
    <>
      <MonitorFilterBar value={filter} onChange={setFilter} shown={rows.length} total={tasks.data.length} />
      {rows.length === 0 ? <p className="empty">No tasks match this filter.</p> : null}
      <div className="table-scroll" tabIndex={-1} hidden={rows.length === 0}>
        <table className="monitor">
          <thead className="table-head">
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Status</th>
              <th scope="col">Progress</th>
              <th scope="col">Inspection</th>
              <th scope="col">Schedule</th>
              <th scope="col">Estimate</th>
              <th scope="col">Days Left</th>
              <th scope="col">Note (Today)</th>
              <th scope="col">Image (Today)</th>
            </tr>
          </thead>
          <tbody>
            {monitorGroups(rows, tasks.data).map((group) => (
              <Fragment key={group.phase}>
                {group.phase ? (
                  <tr className="monitor__phase">
                    <th scope="colgroup" colSpan={9}>
                      {group.phase}
                    </th>
                  </tr>
                ) : null}
                {group.rows.map((task) => (
                  <Row
                    key={task._id}
                    task={task}
                    now={now}
                    onOpen={setPopup}
                    highlighted={task._id === highlightTaskId}
                  />
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {popup?.kind === 'notes' ? (
        <TaskNotesDialog taskId={popup.task._id} taskName={popup.task.task_name} onClose={() => setPopup(null)} />
      ) : null}
      {popup?.kind === 'images' ? (
        <TaskImagesDialog taskId={popup.task._id} taskName={popup.task.task_name} onClose={() => setPopup(null)} />
      ) : null}
    </>
  );
}
