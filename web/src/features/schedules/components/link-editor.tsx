/**
 * Edit Task's links (docs/requirements.md#link-types-and-lags): each chosen dependency with its type (the
 * four link types) and its lag in working days (negative: a lead).
 */
import { useId } from 'react';
import { LINK_TYPE_NAMES, LINK_TYPES, type LinkType } from '#shared/schedule-links.ts';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import type { LinkDetail } from '../utils/task-form-values.ts';

const TYPE_CHOICES = LINK_TYPES.map((type) => ({ type, label: `${LINK_TYPE_NAMES[type]} (${type})` }));
const PLAIN: LinkDetail = { type: 'FS', lag: '0' };

export function LinkEditor({
  tasks,
  dependencies,
  details,
  error,
  disabled,
  onChange,
}: {
  tasks: readonly ScheduleTask[];
  dependencies: readonly string[];
  details: Record<string, LinkDetail>;
  error: string | undefined;
  disabled: boolean;
  onChange: (details: Record<string, LinkDetail>) => void;
}) {
  const errorId = useId();
  if (dependencies.length === 0) return null;
  const nameOf = new Map(tasks.map((t) => [t.id, t.name]));
  const set = (id: string, change: Partial<LinkDetail>) =>
    onChange({ ...details, [id]: { ...(details[id] ?? PLAIN), ...change } });
  return (
    <fieldset className="link-editor" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">Link types and lags</legend>
      <p className="field__hint">Lag in working days; a negative lag is a lead.</p>
      {dependencies.map((id) => {
        const name = nameOf.get(id) ?? id;
        const detail = details[id] ?? PLAIN;
        return (
          <div className="link-editor__row" key={id} data-link-to={id}>
            <span className="link-editor__name">{name}</span>
            <select
              className="input select"
              aria-label={`Link type to ${name}`}
              value={detail.type}
              disabled={disabled}
              onChange={(e) => set(id, { type: e.target.value as LinkType })}
            >
              {TYPE_CHOICES.map((c) => (
                <option key={c.type} value={c.type}>
                  {c.label}
                </option>
              ))}
            </select>
            <input
              className="input link-editor__lag"
              type="number"
              inputMode="numeric"
              step={1}
              aria-label={`Lag after ${name} (working days)`}
              aria-invalid={error ? true : undefined}
              value={detail.lag}
              disabled={disabled}
              onChange={(e) => set(id, { lag: e.target.value })}
            />
          </div>
        );
      })}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
