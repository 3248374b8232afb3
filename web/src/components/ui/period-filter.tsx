/**
 * One filter bar for a log by person and dates (the activity page and the photo timeline): the page's own
 * choices first, then who, From and To, then its actions. The days are checked with the API's rule, at the
 * From field, and a period that is not one is not applied (docs/architecture.md#forms).
 */
import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { FROM_AFTER_TO, fromBeforeTo } from '#shared/schemas/paging.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { SelectField, TextField } from './field.tsx';
import './field.css';

const periodFields = z
  .object({ person: z.string(), from: z.string(), to: z.string() })
  .check(z.refine(fromBeforeTo, FROM_AFTER_TO));

export interface Period {
  /** '' for anyone. */
  person: string;
  /** YYYY-MM-DD, or '' for no bound; both '' while From is after To. */
  from: string;
  to: string;
}

/** The filter's form and the period it applies. */
export function usePeriodFilter() {
  const form = useZodForm(periodFields, { mode: 'onChange', defaultValues: { person: '', from: '', to: '' } });
  const [person, from, to] = form.watch(['person', 'from', 'to']);
  const period: Period = fromBeforeTo({ from, to }) ? { person, from, to } : { person, from: '', to: '' };
  return { form, period };
}

export interface PeriodFilterBarProps {
  /** The form's accessible name ('Filter photos'). */
  label: string;
  filter: ReturnType<typeof usePeriodFilter>;
  /** The person choice's label ('Person', 'Taken by') and the people to choose from. */
  personLabel: string;
  people: readonly { value: string; label: string }[];
  /** The page's own choices, before the person. */
  children?: ReactNode;
  actions?: ReactNode;
}

export function PeriodFilterBar({
  label,
  filter: { form },
  personLabel,
  people,
  children,
  actions,
}: PeriodFilterBarProps) {
  return (
    // Filters apply as they change; Enter checks the form and takes the focus to a wrong field.
    <form className="filter-bar" aria-label={label} onSubmit={form.handleSubmit(() => undefined)} noValidate>
      {children}
      <SelectField label={personLabel} placeholder="Anyone" options={people} {...form.register('person')} />
      <TextField
        label="From"
        type="date"
        error={form.fieldError('from')}
        {...form.register('from', { deps: ['to'] })}
      />
      <TextField label="To" type="date" error={form.fieldError('to')} {...form.register('to', { deps: ['from'] })} />
      {actions ? <div className="filter-bar__actions">{actions}</div> : null}
    </form>
  );
}
