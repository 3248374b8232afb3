/**
 * The photo timeline (docs/requirements.md#photo-timeline): every site-report photo of the project by
 * Toronto day, newest first, filtered by task, person and dates; the next page loads while scrolling.
 */
import { useMemo, useState } from 'react';
import type { ProjectPhoto } from '#shared/task-models.ts';
import { torontoDateKeyOf } from '#shared/time.ts';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PeriodFilterBar, usePeriodFilter } from '../../../components/ui/period-filter.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { type PhotoFilters, useProjectPhotos } from '../api/get-project-photos.ts';
import { useConstructionTasks } from '../api/get-tasks.ts';
import { EnlargedImage, ImageGrid } from './task-images.tsx';
import '../../../components/ui/alert.css';
import './photo-timeline.css';

const dayTitle = (key: string) =>
  new Date(`${key}T12:00:00Z`).toLocaleDateString('en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function PhotoTimeline({ projectId }: { projectId: string }) {
  const [taskId, setTaskId] = useState('');
  const filter = usePeriodFilter();
  const { person: userId, from, to } = filter.period;
  const [open, setOpen] = useState<ProjectPhoto | null>(null);
  const filters: PhotoFilters = useMemo(
    () => ({ ...(taskId && { taskId }), ...(userId && { userId }), ...(from && { from }), ...(to && { to }) }),
    [taskId, userId, from, to],
  );
  const query = useProjectPhotos(projectId, filters);
  const tasks = useConstructionTasks(projectId);
  const photos = useMemo(() => query.data?.pages.flatMap((p) => p.photos) ?? [], [query.data]);

  const days = useMemo(() => {
    const byDay = new Map<string, ProjectPhoto[]>();
    for (const photo of photos) {
      const key = torontoDateKeyOf(photo.upload_date);
      byDay.set(key, [...(byDay.get(key) ?? []), photo]);
    }
    return [...byDay];
  }, [photos]);
  const people = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of photos) seen.set(p.upload_by, p.upload_by_name || p.upload_by);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [photos]);

  return (
    <section className="photo-timeline">
      <PeriodFilterBar label="Filter photos" filter={filter} personLabel="Taken by" people={people}>
        <SelectField
          label="Task"
          value={taskId}
          onChange={(e) => setTaskId(e.target.value)}
          placeholder="All tasks"
          options={(tasks.data ?? []).map((t) => ({ value: t._id, label: t.task_name }))}
        />
      </PeriodFilterBar>
      {query.isPending || (query.isError && !query.isFetchNextPageError) ? (
        <QueryStatus
          query={query}
          loading="Loading photos..."
          failed={errorReason(query.error) ?? 'Could not load the photos'}
        />
      ) : days.length === 0 ? (
        <p className="muted">No photos yet.</p>
      ) : (
        days.map(([day, dayPhotos]) => (
          <section key={day} className="photo-timeline__day" aria-label={dayTitle(day)}>
            <h2 className="section-title">{dayTitle(day)}</h2>
            <ImageGrid
              images={dayPhotos}
              empty=""
              onOpen={setOpen}
              keyOf={(p) => `${p.taskId}-${p.index}`}
              captionOf={(p) => p.task_name}
            />
          </section>
        ))
      )}
      <LoadMore query={query} auto />
      {open ? <EnlargedImage image={open} context={open.task_name} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
