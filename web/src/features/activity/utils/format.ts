/** Activity entries in words, for the screen and for the CSV export alike. */
import { ACTIVITY_VERBS, type ActivityEntry, AREA_LABELS, type FieldChange } from '#shared/models/activity.ts';
import { formatTorontoDateTime } from '#shared/time.ts';

/** Field names as the screens label them. */
const FIELD_LABELS: Record<string, string> = {
  task_name: 'Task Name',
  schedule_start: 'Start Date',
  schedule_finish: 'End Date',
  start_date: 'Start Date',
  end_date: 'End Date',
  progress: 'Progress',
  status: 'Status',
  inspection_status: 'Inspection',
  inspection_schedule_date: 'Inspection Date',
  estimate_start: 'Estimate Start',
  estimate_finish: 'Estimate Finish',
  dependencies: 'Predecessors',
  owner: 'Owner',
  type: 'Type',
  name: 'Name',
  email: 'Email',
  roles: 'Role',
  allowedProjects: 'Projects',
  password: 'Password',
  description: 'Description',
};

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function valueText(value: string | null): string {
  if (value === null) return '(none)';
  return DATE_VALUE.test(value) ? formatTorontoDateTime(value).replace(/,? \d{1,2}:\d{2}.*$/, '') : value;
}

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

export function changeText(change: FieldChange): string {
  if (change.field === 'password') return 'Password changed';
  return `${fieldLabel(change.field)}: ${valueText(change.from)} → ${valueText(change.to)}`;
}

export const actorName = (entry: ActivityEntry) => entry.actor?.name ?? 'Someone with a share link';

/** "Ana Ruiz uploaded Kitchen Plan Rev C.pdf" */
export function summaryOf(entry: ActivityEntry): string {
  return `${actorName(entry)} ${ACTIVITY_VERBS[entry.kind]} ${entry.object.name}`;
}

/** A cell a spreadsheet shows as text: a leading = + - @ would make it a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The entries as CSV, one row each. */
export function activityCsv(entries: ActivityEntry[]): string {
  const header = ['When (Toronto)', 'Who', 'What', 'Object', 'Area', 'Where', 'Detail', 'Changes'];
  const rows = entries.map((e) => [
    formatTorontoDateTime(e.at),
    actorName(e),
    ACTIVITY_VERBS[e.kind],
    e.object.name,
    AREA_LABELS[e.area],
    e.place ?? '',
    e.detail ?? '',
    (e.changes ?? []).map(changeText).join('; '),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
