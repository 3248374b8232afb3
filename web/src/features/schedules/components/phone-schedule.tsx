import { useState } from 'react';
import { ScheduleAgenda } from './schedule-agenda.tsx';
import type { ScheduleGanttProps } from './schedule-gantt.tsx';
import { CriticalPathToggle } from './schedule-toolbar.tsx';
import { ConflictWarnings } from './schedule-warnings.tsx';
import { useCriticalPath } from './use-critical-path.ts';
import { useFinishVariances } from './use-finish-variances.ts';
import { usePredecessorConflicts } from './use-predecessor-conflicts.ts';
import '../../../components/ui/field.css';
import './schedule-gantt.css';

/** The schedule on a phone: the agenda, the critical path toggle and the predecessor warnings. */
export function PhoneSchedule(props: ScheduleGanttProps) {
  const conflicts = usePredecessorConflicts(props.tasks);
  const [showCritical, setShowCritical] = useState(false);
  const { floats } = useCriticalPath(props.tasks, showCritical);
  const { baseline, tasks } = props;
  const variances = useFinishVariances(tasks, baseline);
  return (
    <section className="gantt-section" aria-label="Schedule">
      {props.tasks.length > 0 ? (
        <div className="gantt-toolbar">
          <CriticalPathToggle value={showCritical} onChange={setShowCritical} />
        </div>
      ) : null}
      <ConflictWarnings conflicts={conflicts} />
      <ScheduleAgenda tasks={props.tasks} onOpenTask={props.onOpenTask} floats={floats} variances={variances} />
      <p className="field__hint">Tap a task to see {props.readOnly ? 'it' : 'or change it'}.</p>
    </section>
  );
}
