export { Gantt } from './components/gantt/gantt';
export { rowSlot } from './helpers/visible-rows';
export type { DisplayOption, EventOption, GanttProps, StylingOption, Task } from './types/public-types';
export { ViewMode } from './types/public-types';
