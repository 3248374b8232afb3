/**
 * The schedules' public entry: what the construction and marketing schedule features use to draw their
 * schedule with their own data (docs/architecture.md#features-that-use-another).
 */
export type { NewTaskValues } from './components/add-task-form.tsx';
export { SchedulePage } from './components/schedule-page.tsx';
export type { ScheduleBodies } from './components/use-schedule-actions.ts';
export { chartTaskMapper, NO_SCHEDULE_TASKS } from './utils/gantt-tasks.ts';
