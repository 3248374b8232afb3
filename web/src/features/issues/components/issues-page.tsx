/**
 * The Issues screen (docs/requirements.md#pins-on-a-sheet): every pin of the project's sheets the person
 * can open, newest first, with filters (status, category, assignee, sheet, overdue) and a CSV export; a pin
 * opens its sheet at its spot, and its status changes here for those who may change it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { counted } from '#shared/counted.ts';
import type { Pin } from '#shared/models/pins.ts';
import { canManagePins } from '#shared/pin-rules.ts';
import type { Role } from '#shared/roles.ts';
import {
  PIN_CATEGORIES,
  PIN_CATEGORY_LABELS,
  PIN_STATUS_LABELS,
  PIN_STATUSES,
  type PinStatus,
} from '#shared/schemas/pins.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { pinViewerPath } from '../../../lib/navigation.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { exportPins, type IssueFilters, useIssueStatus, useProjectPins } from '../api/project-pins.ts';
import './issues-page.css';

export interface IssuesPageProps {
  projectId: string;
  role: Role;
  userId: string | null;
}

const STATUS_OPTIONS = PIN_STATUSES.map((s) => ({ value: s, label: PIN_STATUS_LABELS[s] }));
const CATEGORY_OPTIONS = PIN_CATEGORIES.map((c) => ({ value: c, label: PIN_CATEGORY_LABELS[c] }));
const OVERDUE_OPTIONS = [
  { value: 'true', label: 'Overdue' },
  { value: 'false', label: 'Not overdue' },
];

/** The people and sheets of the pins listed, as a filter's choices (a chosen one is in every pin listed). */
function choices(pins: readonly Pin[], pick: (pin: Pin) => { value: string; label: string } | null) {
  const seen = new Map<string, string>();
  for (const pin of pins) {
    const choice = pick(pin);
    if (choice) seen.set(choice.value, choice.label);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The filter bar's choices: fixed lists, and the people and sheets of the pins listed. */
function filterFields(pins: readonly Pin[]) {
  const field = (
    name: keyof IssueFilters,
    label: string,
    options: { value: string; label: string }[],
    placeholder = 'Any',
  ) => ({
    name,
    label,
    options,
    placeholder,
  });
  return [
    field('status', 'Status', STATUS_OPTIONS),
    field('category', 'Category', CATEGORY_OPTIONS),
    field(
      'assigneeId',
      'Assignee',
      choices(pins, (p) => (p.assignee ? { value: p.assignee.id, label: p.assignee.name } : null)),
      'Anyone',
    ),
    field(
      'fileId',
      'Sheet',
      choices(pins, (p) => ({ value: p.fileId, label: p.fileName })),
    ),
    field('overdue', 'Due', OVERDUE_OPTIONS),
  ];
}

function IssueRow({ pin, mayChange, onStatus }: { pin: Pin; mayChange: boolean; onStatus: (s: PinStatus) => void }) {
  return (
    <li className={`issue${pin.overdue ? ' issue--overdue' : ''}`} data-testid="issue">
      <Link className="issue__title" to={pinViewerPath(pin)}>
        {pin.title}
      </Link>
      <p className="issue__meta">
        <span className={`issue__status issue__status--${pin.status}`}>{PIN_STATUS_LABELS[pin.status]}</span>
        {pin.overdue ? <strong className="issue__overdue">Overdue</strong> : null}
        <span>{PIN_CATEGORY_LABELS[pin.category]}</span>
        <span>Assignee: {pin.assignee?.name ?? 'nobody yet'}</span>
        {pin.dueDate ? <span>Due {pin.dueDate}</span> : null}
        <span>
          {pin.fileName}, page {pin.spot.page}
        </span>
        {pin.checkPositionOn !== null ? <span>Check position on v{pin.checkPositionOn}</span> : null}
        {pin.photos.length > 0 ? <span>{counted(pin.photos.length, 'photo')}</span> : null}
      </p>
      {mayChange ? (
        <div className="issue__actions">
          {pin.status !== 'ready' && pin.status !== 'closed' ? (
            <Button size="sm" variant="secondary" onClick={() => onStatus('ready')}>
              Ready for review
            </Button>
          ) : null}
          {pin.status !== 'closed' ? (
            <Button size="sm" variant="secondary" onClick={() => onStatus('closed')}>
              Close
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => onStatus('open')}>
              Reopen
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function IssuesPage({ projectId, role, userId }: IssuesPageProps) {
  const [filters, setFilters] = useState<IssueFilters>({});
  const list = useProjectPins(projectId, filters);
  const status = useIssueStatus();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const set = (name: keyof IssueFilters) => (event: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [name]: event.target.value }));

  const change = async (pin: Pin, next: PinStatus) => {
    try {
      await status.mutateAsync({ id: pin._id, status: next });
      toast(`${pin.title}: ${PIN_STATUS_LABELS[next]}`, 'success');
    } catch (error) {
      toast(withReason('Failed to change the status', error), 'error');
    }
  };
  const download = async () => {
    setExporting(true);
    try {
      const file = await exportPins(projectId, filters);
      saveFile(file.fileName, file.blob);
    } catch (error) {
      toast(withReason('Export failed', error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="issues">
      <form className="issues__filters" aria-label="Filter issues" onSubmit={(e) => e.preventDefault()}>
        {filterFields(list.pins).map((field) => (
          <SelectField
            key={field.name}
            id={`issues-${field.name}`}
            label={field.label}
            placeholder={field.placeholder}
            options={field.options}
            value={filters[field.name] ?? ''}
            onChange={set(field.name)}
          />
        ))}
        <Button variant="secondary" busy={exporting} onClick={download}>
          Export CSV
        </Button>
      </form>
      {list.isPending || list.isError ? (
        <QueryStatus
          query={list}
          loading="Loading issues..."
          failed={withReason('Failed to load issues', list.error)}
        />
      ) : null}
      {list.isSuccess && list.pins.length === 0 ? <p className="muted">No issues match.</p> : null}
      <ul className="stack-list">
        {list.pins.map((pin) => (
          <IssueRow
            key={pin._id}
            pin={pin}
            mayChange={canManagePins(role) || pin.assignee?.id === userId}
            onStatus={(next) => change(pin, next)}
          />
        ))}
      </ul>
      <LoadMore query={list} />
    </div>
  );
}
