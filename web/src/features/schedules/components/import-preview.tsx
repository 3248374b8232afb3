/** What an import's preview shows: the counts, the warnings, and every problem by row and field. */
import { counted } from '#shared/counted.ts';
import type { ScheduleImportAnswer } from '#shared/models/schedule-import.ts';
import { WEEKDAY_NAMES } from '#shared/schemas/calendar.ts';
import './import-preview.css';

/** What the file's calendar brings into the project's working days (docs/requirements.md#working-day-calendar). */
function workingDaysLine({ daysOff, workingWeekdays }: ScheduleImportAnswer): string {
  const week = workingWeekdays
    ? `, and its working weekdays (${workingWeekdays.map((d) => WEEKDAY_NAMES[d]).join(', ')})`
    : '';
  return `Working days: the file's calendar brings ${counted(daysOff, 'day')} off${week} into the project's calendar.`;
}

export function ImportPreview({ answer }: { answer: ScheduleImportAnswer }) {
  return (
    <div className="import-preview">
      <p data-testid="import-counts">
        {counted(answer.tasks, 'task')}, {counted(answer.phases, 'phase')}, {counted(answer.milestones, 'milestone')},{' '}
        {counted(answer.links, 'link')}
      </p>
      {answer.daysOff > 0 || answer.workingWeekdays ? (
        <p data-testid="import-days-off">{workingDaysLine(answer)}</p>
      ) : null}
      {answer.warnings.length > 0 && (
        <section aria-label="Warnings">
          <h3 className="import-preview__heading">Warnings</h3>
          <ul className="import-preview__warnings">
            {answer.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
      {answer.errors.length > 0 && (
        <section aria-label="Problems">
          <h3 className="import-preview__heading">Problems: nothing can be imported until they are fixed</h3>
          <div className="table-scroll import-preview__problems">
            <table>
              <thead className="table-head">
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Field</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {answer.errors.map((problem, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id, and a row may have two in one field
                  <tr key={index}>
                    <td>{problem.row === 0 ? 'File' : problem.row}</td>
                    <td>{problem.field}</td>
                    <td>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
