/**
 * The project's working days (docs/requirements.md#working-day-calendar): the weekdays worked, ticked, and
 * the days off, each a date and a name, added and removed; checked with the schema the server checks the
 * request with. Saving moves no task.
 */
import { Controller, useFieldArray } from 'react-hook-form';
import type { ProjectCalendar } from '#shared/models/calendar.ts';
import { projectCalendarBody, WEEKDAY_NAMES } from '#shared/schemas/calendar.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Checkbox } from '../../../components/ui/field.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import '../../../components/ui/field-rows.css';
import './working-days-dialog.css';

/** Monday first, as a week is read on the site. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const FORM_ID = 'working-days';

interface WorkingDaysDialogProps {
  calendar: ProjectCalendar;
  onSave: (calendar: ProjectCalendar) => Promise<void>;
  onClose: () => void;
}

export function WorkingDaysDialog({ calendar, onSave, onClose }: WorkingDaysDialogProps) {
  const form = useZodForm(projectCalendarBody, { defaultValues: calendar });
  const days = useFieldArray({ control: form.control, name: 'daysOff' });
  const { errors } = form.formState;
  const listError = errors.daysOff?.root?.message ?? errors.daysOff?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      form.setError('root', { message: serverMessageOr(error, 'The working days could not be saved') });
    }
  });
  return (
    <Dialog
      title="Working days"
      onClose={onClose}
      size="md"
      footer={<DialogActions label="Save" form={FORM_ID} onCancel={onClose} busy={form.formState.isSubmitting} />}
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="working-days">
        <p className="muted">
          Lags, moves, float and durations count these days. Saving moves no task: the next move counts in them.
        </p>
        <fieldset className="working-days__week">
          <legend className="section-title">Working weekdays</legend>
          <Controller
            control={form.control}
            name="workingWeekdays"
            render={({ field }) => (
              <div className="working-days__weekdays">
                {WEEK_ORDER.map((day) => (
                  <Checkbox
                    key={day}
                    id={`working-weekday-${day}`}
                    checked={field.value.includes(day)}
                    onCheckedChange={(on) =>
                      field.onChange(on ? [...field.value, day] : field.value.filter((d) => d !== day))
                    }
                  >
                    {WEEKDAY_NAMES[day]}
                  </Checkbox>
                ))}
              </div>
            )}
          />
          {errors.workingWeekdays?.message ? (
            <p className="field__error" role="alert">
              {errors.workingWeekdays.message}
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend className="section-title">Days off</legend>
          {days.fields.length === 0 ? <p className="muted">No day off.</p> : null}
          <ol className="field-rows working-days__list">
            {days.fields.map((field, index) => (
              <li key={field.id} className="field-row">
                <FormTextField
                  form={form}
                  name={`daysOff.${index}.date`}
                  label={`Date (day off ${index + 1})`}
                  type="date"
                />
                <FormTextField
                  form={form}
                  name={`daysOff.${index}.name`}
                  label={`Name (day off ${index + 1})`}
                  className="field-row__wide"
                />
                <Button variant="ghost" size="sm" onClick={() => days.remove(index)}>
                  Remove day off {index + 1}
                </Button>
              </li>
            ))}
          </ol>
          {listError ? (
            <p className="field__error" role="alert">
              {listError}
            </p>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => days.append({ date: '', name: '' })}>
            Add a day off
          </Button>
        </fieldset>
        {form.formError ? (
          <p className="field__error" role="alert">
            {form.formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
