/**
 * The Activity screen (docs/requirements.md#activity-log): a project's log in the areas the role
 * reaches, or administration's log for admins; filters, pages, and the filtered list as CSV.
 */
import { useMemo, useState } from 'react';
import {
  ACTIVITY_KINDS,
  ACTIVITY_VERBS,
  type ActivityArea,
  type ActivityEntry,
  type ActivityKind,
  AREA_LABELS,
} from '#shared/models/activity.ts';
import { canUseModule, MODULES, type Role } from '#shared/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { PeriodFilterBar, usePeriodFilter } from '../../../components/ui/period-filter.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { type ActivityFilters, type ActivityScope, fetchActivityPage, useActivity } from '../api/get-activity.ts';
import { activityCsv } from '../utils/format.ts';
import { ActivityList } from './activity-list.tsx';

const EXPORT_PAGE = 1000;

const FOLDER_ROUTES: Record<string, string> = {
  plan: '/planfile_list',
  marketing: '/marketingfile_list',
  construction: '/construction_files',
};

/** Where an entry's object opens. */
export function linkOf(entry: ActivityEntry): string | null {
  const id = encodeURIComponent(entry.object.id);
  switch (entry.object.type) {
    case 'file':
      return `/view_file/${entry.area}/${id}`;
    case 'folder':
      return FOLDER_ROUTES[entry.area] ? `${FOLDER_ROUTES[entry.area]}/${id}` : null;
    case 'task':
      return entry.projectId ? `/construction_page/${encodeURIComponent(entry.projectId)}` : null;
    case 'marketing-task':
      return '/marketing_page';
    default:
      return null;
  }
}

interface ActivityPageProps {
  scope: ActivityScope;
  role: Role;
  /** Names the CSV file. */
  title: string;
}

export function ActivityPage({ scope, role, title }: ActivityPageProps) {
  const isAdminLog = 'admin' in scope;
  const areas: ActivityArea[] = isAdminLog ? [] : MODULES.filter((m) => canUseModule(role, m));
  const [area, setArea] = useState('');
  const [kind, setKind] = useState('');
  const filter = usePeriodFilter();
  const { person: actorId, from, to } = filter.period;
  const [exporting, setExporting] = useState<number | null>(null);
  const toast = useToast();

  const filters: ActivityFilters = useMemo(
    () => ({
      ...(area && { area: area as ActivityArea }),
      ...(kind && { kind: kind as ActivityKind }),
      ...(actorId && { actorId }),
      ...(from && { from }),
      ...(to && { to }),
    }),
    [area, kind, actorId, from, to],
  );
  const log = useActivity(scope, filters);

  // People seen in what is loaded so far (the filter's own choice stays listed).
  const people = useMemo(() => {
    const seen = new Map<string, string>();
    for (const e of log.entries) if (e.actor) seen.set(e.actor.id, e.actor.name);
    return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [log.entries]);
  const kinds = ACTIVITY_KINDS.filter((k) => (isAdminLog ? /^(user|project)\./.test(k) : !/^(user|project)\./.test(k)));

  const exportCsv = async () => {
    setExporting(0);
    try {
      const all: ActivityEntry[] = [];
      let cursor: string | undefined;
      do {
        const page = await fetchActivityPage(scope, filters, cursor, undefined, EXPORT_PAGE);
        all.push(...page.entries);
        setExporting(all.length);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      saveFile(
        `${title.replace(/[^\w -]+/g, '').trim() || 'activity'} activity.csv`,
        new Blob([`\uFEFF${activityCsv(all)}`], { type: 'text/csv;charset=utf-8' }),
      );
      toast(`Exported ${all.length} ${all.length === 1 ? 'entry' : 'entries'}`, 'success');
    } catch (error) {
      toast(withReason('Export failed', error), 'error');
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="activity-page">
      <PeriodFilterBar
        label="Filter activity"
        filter={filter}
        personLabel="Person"
        people={people}
        actions={
          <Button variant="secondary" busy={exporting !== null} onClick={exportCsv} disabled={log.entries.length === 0}>
            {exporting !== null ? `Exporting ${exporting}...` : 'Export CSV'}
          </Button>
        }
      >
        {areas.length > 1 ? (
          <SelectField
            label="Area"
            value={area}
            onChange={(e) => setArea(e.target.value)}
            placeholder="All areas"
            options={areas.map((a) => ({ value: a, label: AREA_LABELS[a] }))}
          />
        ) : null}
        <SelectField
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          placeholder="Everything"
          options={kinds.map((k) => ({ value: k, label: ACTIVITY_VERBS[k] }))}
        />
      </PeriodFilterBar>
      <ActivityList log={log} failed="Could not load the activity" linkOf={isAdminLog ? undefined : linkOf} />
    </section>
  );
}
