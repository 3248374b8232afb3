import type { ActivityEntry } from '#shared/models/activity.ts';

/** An activity entry for tests: a task edited on the construction schedule, with what a test changes. */
export const activityEntry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  _id: '01JD0000000000000000000001',
  at: '2026-03-01T15:04:00.000Z',
  projectId: 'P1',
  area: 'construction',
  kind: 'task.updated',
  actor: { id: 'U1', name: 'Ana Ruiz' },
  object: { type: 'task', id: 'T1', name: 'Pour footings' },
  place: 'Construction schedule',
  ...over,
});
