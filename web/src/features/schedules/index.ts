/**
 * The schedules' public entry: what the construction and marketing schedule features use to draw their
 * schedule with their own data (docs/architecture.md#features-that-use-another).
 */
export { useFirstTasks } from './api/first-tasks.ts';
export { type RescheduleEndpoint, useRescheduleMutation } from './api/reschedule.ts';
export type { NewTaskValues } from './components/add-task-form.tsx';
export type { ScheduleCalls, ScheduleDefinition } from './components/schedule-definition.ts';
export { SchedulePage } from './components/schedule-page.tsx';
export { scheduleBodies } from './components/use-schedule-actions.ts';
export { chartTaskMapper } from './utils/gantt-tasks.ts';
