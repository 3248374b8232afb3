/**
 * The daily log's form (docs/requirements.md#daily-site-log), phone first: each section a list of rows that
 * stack on a phone, "Add" and "Remove" per row, the server's messages at each field.
 */
import { type FieldPath, useFieldArray } from 'react-hook-form';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextAreaField, FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm, type ZodForm } from '../../../lib/use-zod-form.ts';
import type { DailyLogBody } from '../utils/log-form.ts';
import { EMPTY_ROWS, formOf, type LogFormValues, type LogSection, logForm, withCrewOf } from '../utils/log-form.ts';
import '../../../components/ui/field-rows.css';

type LogFormApi = ZodForm<typeof logForm>;
type Path = FieldPath<LogFormValues>;

/** A row's field: its name, its label, and whether it is a number or takes a wide place. */
interface Column {
  name: string;
  label: string;
  kind?: string;
}
const NUMBER = 'number';
const WIDE = 'wide';

interface Section {
  section: LogSection;
  title: string;
  add: string;
  columns: readonly Column[];
}

/** Columns written `name:Label[:number|wide]`, separated by `|`. */
function section(section: LogSection, title: string, add: string, columns: string): Section {
  const parsed = columns.split('|').map((c) => {
    const [name = '', label = '', kind] = c.split(':');
    return { name, label, ...(kind && { kind }) };
  });
  return { section, title, add, columns: parsed };
}

const SECTIONS: readonly Section[] = [
  section(
    'crew',
    'Crew on site',
    'Add crew',
    'company:Company|trade:Trade|headcount:Headcount:number|hours:Hours:number',
  ),
  section('equipment', 'Equipment', 'Add equipment', 'name:Equipment:wide|quantity:Quantity:number|hours:Hours:number'),
  section('visitors', 'Visitors', 'Add visitor', 'name:Visitor|company:Company|purpose:Purpose:wide'),
  section('deliveries', 'Deliveries', 'Add delivery', 'supplier:Supplier|description:Delivery:wide'),
  section(
    'delays',
    'Delays and incidents',
    'Add delay or incident',
    'description:Delay or incident:wide|hoursLost:Hours lost:number',
  ),
];

function Rows({ form, section, title, add, columns }: { form: LogFormApi } & Section) {
  const rows = useFieldArray({ control: form.control, name: section });
  return (
    <fieldset className="log-section">
      <legend className="section-title">{title}</legend>
      {rows.fields.length === 0 ? <p className="muted">None.</p> : null}
      <ol className="field-rows">
        {rows.fields.map((field, index) => (
          <li key={field.id} className="field-row">
            {columns.map(({ name, label, kind }) => (
              <FormTextField
                key={name}
                form={form}
                name={`${section}.${index}.${name}` as Path}
                label={`${label} (row ${index + 1})`}
                className={kind === WIDE ? 'field-row__wide' : undefined}
                {...(kind === NUMBER ? { type: 'number', inputMode: 'decimal', step: 'any' } : {})}
              />
            ))}
            {section === 'delays' ? (
              <label className="checkbox">
                <input type="checkbox" {...form.register(`delays.${index}.safety`)} /> Safety incident
              </label>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => rows.remove(index)}>
              Remove {title.toLowerCase()} row {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => rows.append({ ...EMPTY_ROWS[section] } as never)}>
        {add}
      </Button>
    </fieldset>
  );
}

interface LogFormProps {
  log: DailyLog;
  busy: boolean;
  onSave: (body: DailyLogBody) => Promise<void>;
  /** Yesterday's log, for "Copy yesterday's crew and equipment" (undefined when it could not be read). */
  loadYesterday: () => Promise<Pick<DailyLog, 'crew' | 'equipment'> | undefined>;
  onCopied: (copied: boolean) => void;
}

export function LogForm({ log, busy, onSave, loadYesterday, onCopied }: LogFormProps) {
  const form = useZodForm(logForm, { defaultValues: formOf(log) });
  const hidden = form.watch('hiddenPhotos');
  const toggle = (id: string) =>
    form.setValue('hiddenPhotos', hidden.includes(id) ? hidden.filter((h) => h !== id) : [...hidden, id], {
      shouldDirty: true,
    });
  const copyYesterday = async () => {
    const yesterday = await loadYesterday();
    if (yesterday) form.reset(withCrewOf(form.getValues(), yesterday), { keepDefaultValues: true });
    onCopied(Boolean(yesterday && (yesterday.crew.length || yesterday.equipment.length)));
  };
  return (
    <form
      className="log-form stack"
      noValidate
      onSubmit={form.handleSubmit((body) => onSave(body))}
      aria-label="Daily log"
    >
      <fieldset className="log-section">
        <legend className="section-title">Weather</legend>
        <div className="field-row">
          <FormTextField form={form} name="weather.conditions" label="Conditions" className="field-row__wide" />
          <FormTextField
            form={form}
            name="weather.high"
            label="High (°C)"
            type="number"
            inputMode="decimal"
            step="any"
          />
          <FormTextField form={form} name="weather.low" label="Low (°C)" type="number" inputMode="decimal" step="any" />
          <FormTextField
            form={form}
            name="weather.precipitation"
            label="Precipitation (mm)"
            type="number"
            inputMode="decimal"
            step="any"
          />
          <FormTextField form={form} name="weather.wind" label="Wind" />
        </div>
      </fieldset>
      <Button variant="secondary" size="sm" onClick={copyYesterday}>
        Copy yesterday's crew and equipment
      </Button>
      {SECTIONS.map((s) => (
        <Rows key={s.section} form={form} {...s} />
      ))}
      <FormTextAreaField form={form} name="notes" label="General notes" rows={4} />
      {log.photos.length > 0 ? (
        <fieldset className="log-section">
          <legend className="section-title">Photos of the day</legend>
          <ul className="log-photos">
            {log.photos.map((p) => (
              <li key={p.id} className={hidden.includes(p.id) ? 'log-photo log-photo--hidden' : 'log-photo'}>
                <span>
                  {p.filename} · {p.taskName}
                </span>
                <Button variant="ghost" size="sm" aria-pressed={hidden.includes(p.id)} onClick={() => toggle(p.id)}>
                  {hidden.includes(p.id) ? 'Show in log' : 'Hide from log'}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <Alert message={form.formError ?? null} variant="error" />
      <div className="form__actions">
        <Button type="submit" busy={busy || form.formState.isSubmitting}>
          Save log
        </Button>
      </div>
    </form>
  );
}
