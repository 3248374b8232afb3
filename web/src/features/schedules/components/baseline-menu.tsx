/**
 * The "Baselines" menu of both schedules (docs/requirements.md#baselines): which baseline the chart shows
 * (or none), and for admins and project managers Save baseline, Rename and Delete (the app's confirm
 * dialog). A disclosure panel, not a pop-up: it works by keyboard and at 375 px like the rest of the page.
 */
import { useId, useState } from 'react';
import type { BaselineSummary } from '#shared/models/schedule-baseline.ts';
import { baselineBody, MAX_BASELINES } from '#shared/schemas/schedule-baselines.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useBaselineChanges, useBaselines } from '../api/baselines.ts';
import '../../../components/ui/button.css';
import '../../../components/ui/field.css';
import './baseline-menu.css';

export interface BaselineMenuProps {
  projectId: string;
  schedule: ScheduleName;
  /** Admins and project managers save, rename and delete; everyone else chooses which to show. */
  canKeep: boolean;
  /** The baseline shown, or null for none. */
  chosen: string | null;
  onChoose: (id: string | null) => void;
}

/** One name field, for a new baseline or a new name: the shared schema's rule, word for word. */
function NameForm({
  id,
  label,
  action,
  initial = '',
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  action: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useZodForm(baselineBody, { defaultValues: { name: initial } });
  return (
    <form
      id={id}
      className="baseline-menu__form"
      noValidate
      onSubmit={form.handleSubmit(async ({ name }) => {
        await onSubmit(name);
        form.reset({ name: '' });
      })}
    >
      <FormTextField form={form} name="name" label={label} maxLength={120} autoComplete="off" />
      <div className="cluster">
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          {action}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const savedLine = (b: BaselineSummary) =>
  `Saved ${formatTorontoDateTime(b.savedAt)} by ${b.savedBy.name} · ${b.tasks} task${b.tasks === 1 ? '' : 's'}`;

export function BaselineMenu({ projectId, schedule, canKeep, chosen, onChoose }: BaselineMenuProps) {
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const panelId = useId();
  const list = useBaselines(projectId, schedule);
  const changes = useBaselineChanges(projectId, schedule);
  const [confirmDialog, confirm] = useConfirm();
  const toast = useToast();
  const baselines = list.data ?? [];
  const shown = baselines.find((b) => b.id === chosen);

  /** Runs a change with a toast either way; a refusal keeps the form as it was. */
  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast(done, 'success');
    } catch (error) {
      toast(withReason(failed, error), 'error');
      throw error;
    }
  };
  const save = (name: string) =>
    run(
      async () => onChoose((await changes.save.mutateAsync(name)).id),
      `Baseline "${name}" saved`,
      'Saving the baseline failed',
    );
  const rename = (id: string, name: string) =>
    run(
      async () => {
        await changes.rename.mutateAsync({ id, name });
        setRenaming(null);
      },
      `Baseline renamed to "${name}"`,
      'Renaming the baseline failed',
    );
  const remove = async (baseline: BaselineSummary) => {
    const yes = await confirm({ message: `Delete the baseline "${baseline.name}"?`, ...DELETE_ACTION });
    if (!yes) return;
    await run(
      async () => {
        await changes.remove.mutateAsync(baseline.id);
        if (chosen === baseline.id) onChoose(null);
      },
      `Baseline "${baseline.name}" deleted`,
      'Deleting the baseline failed',
    ).catch(() => undefined);
  };

  return (
    <div className="baseline-menu">
      <div className="cluster">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Baselines {open ? '▴' : '▾'}
        </Button>
        {shown ? (
          <span className="baseline-menu__shown" data-testid="baseline-shown">
            Showing baseline “{shown.name}”: thin bars under the tasks; Variance in working days.
          </span>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className="baseline-menu__panel panel">
          <SelectField
            label="Show on the chart"
            value={chosen ?? ''}
            onChange={(e) => onChoose(e.target.value || null)}
            options={[{ value: '', label: 'No baseline' }, ...baselines.map((b) => ({ value: b.id, label: b.name }))]}
          />
          {baselines.length > 0 ? (
            <ul className="stack-list baseline-menu__list" aria-label="Saved baselines">
              {baselines.map((b) => (
                <li key={b.id} className="card" data-baseline-id={b.id}>
                  {renaming === b.id ? (
                    <NameForm
                      id={`rename-${b.id}`}
                      label="New name"
                      action="Rename"
                      initial={b.name}
                      onSubmit={(name) => rename(b.id, name)}
                      onCancel={() => setRenaming(null)}
                    />
                  ) : (
                    <div className="spread">
                      <div>
                        <strong>{b.name}</strong>
                        <div className="field__hint">{savedLine(b)}</div>
                      </div>
                      {canKeep ? (
                        <div className="cluster">
                          <Button variant="secondary" size="sm" onClick={() => setRenaming(b.id)}>
                            Rename<span className="sr-only"> {b.name}</span>
                          </Button>
                          <Button variant="danger" size="sm" onClick={() => void remove(b)}>
                            Delete<span className="sr-only"> {b.name}</span>
                          </Button>
                        </div>
                      ) : null}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{list.isPending ? 'Loading baselines…' : 'No baseline saved yet.'}</p>
          )}
          {canKeep && baselines.length < MAX_BASELINES ? (
            <NameForm id="save-baseline" label="Baseline name" action="Save baseline" onSubmit={save} />
          ) : canKeep ? (
            <p className="field__hint">
              A schedule keeps at most {MAX_BASELINES} baselines: delete one before saving another.
            </p>
          ) : null}
        </div>
      ) : null}
      {confirmDialog}
    </div>
  );
}
