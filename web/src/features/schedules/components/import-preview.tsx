/** What an import's preview shows: the counts, the warnings, and every problem by row and field. */
import type { ScheduleImportAnswer } from '#shared/models/schedule-import.ts';
import './import-preview.css';

const plural = (n: number, word: string) => `${n.toLocaleString('en-CA')} ${word}${n === 1 ? '' : 's'}`;

export function ImportPreview({ answer }: { answer: ScheduleImportAnswer }) {
  return (
    <div className="import-preview">
      <p data-testid="import-counts">
        {plural(answer.tasks, 'task')}, {plural(answer.phases, 'phase')}, {plural(answer.milestones, 'milestone')},{' '}
        {plural(answer.links, 'link')}
      </p>
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
