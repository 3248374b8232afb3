/**
 * The daily log's form: what the inputs hold (text, numbers typed as text) and how it becomes the body the
 * server checks with the same shared schema, so each field shows the server's own message at its place.
 */
import { z } from 'zod/mini';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import { type DailyLogBody, dailyLogBody } from '#shared/schemas/daily-logs.ts';

const text = z.string();
const row = <T extends Record<string, z.ZodMiniType>>(shape: T) => z.array(z.object(shape));

/** Typed text as a number: blank is no value (undefined), anything else that is not a number stays NaN and is refused. */
const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));
/** A number the row needs: blank is refused like any text that is not a number. */
const requiredNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

const formShape = z.object({
  weather: z.object({ conditions: text, high: text, low: text, precipitation: text, wind: text }),
  crew: row({ company: text, trade: text, headcount: text, hours: text }),
  equipment: row({ name: text, quantity: text, hours: text }),
  visitors: row({ name: text, company: text, purpose: text }),
  deliveries: row({ supplier: text, description: text }),
  delays: row({ description: text, safety: z.boolean(), hoursLost: text }),
  notes: text,
  hiddenPhotos: z.array(text),
});
export type LogFormValues = z.infer<typeof formShape>;

export function bodyOf(form: LogFormValues): z.input<typeof dailyLogBody> {
  const w = form.weather;
  return {
    weather: {
      conditions: optionalText(w.conditions),
      high: optionalNumber(w.high),
      low: optionalNumber(w.low),
      precipitation: optionalNumber(w.precipitation),
      wind: optionalText(w.wind),
    },
    crew: form.crew.map((r) => ({ ...r, headcount: requiredNumber(r.headcount), hours: requiredNumber(r.hours) })),
    equipment: form.equipment.map((r) => ({
      name: r.name,
      quantity: requiredNumber(r.quantity),
      hours: optionalNumber(r.hours),
    })),
    visitors: form.visitors.map((r) => ({ name: r.name, company: r.company, purpose: r.purpose })),
    deliveries: form.deliveries,
    delays: form.delays.map((r) => ({
      description: r.description,
      safety: r.safety,
      hoursLost: optionalNumber(r.hoursLost),
    })),
    notes: form.notes,
    hiddenPhotos: form.hiddenPhotos,
  };
}

/** The form's schema: the typed values, made into the body and checked by the server's schema. */
export const logForm = z.pipe(z.pipe(formShape, z.transform(bodyOf)), dailyLogBody);

const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A stored log (or an empty day) as the form's values. */
export function formOf(log: Pick<DailyLog, keyof DailyLogBody>): LogFormValues {
  const w = log.weather;
  return {
    weather: {
      conditions: w.conditions ?? '',
      high: shown(w.high),
      low: shown(w.low),
      precipitation: shown(w.precipitation),
      wind: w.wind ?? '',
    },
    crew: log.crew.map((r) => ({
      company: r.company,
      trade: r.trade,
      headcount: String(r.headcount),
      hours: String(r.hours),
    })),
    equipment: log.equipment.map((r) => ({ name: r.name, quantity: String(r.quantity), hours: shown(r.hours) })),
    visitors: log.visitors.map((r) => ({ name: r.name, company: r.company ?? '', purpose: r.purpose ?? '' })),
    deliveries: log.deliveries.map((r) => ({ supplier: r.supplier, description: r.description })),
    delays: log.delays.map((r) => ({ description: r.description, safety: r.safety, hoursLost: shown(r.hoursLost) })),
    notes: log.notes,
    hiddenPhotos: log.hiddenPhotos,
  };
}

/** Empty rows of each section, as "Add" puts them in. */
export const EMPTY_ROWS = {
  crew: { company: '', trade: '', headcount: '', hours: '' },
  equipment: { name: '', quantity: '1', hours: '' },
  visitors: { name: '', company: '', purpose: '' },
  deliveries: { supplier: '', description: '' },
  delays: { description: '', safety: false, hoursLost: '' },
} as const;

export type LogSection = keyof typeof EMPTY_ROWS;

/** Yesterday's crew and equipment over today's form ("Copy yesterday's crew and equipment"). */
export function withCrewOf(form: LogFormValues, yesterday: Pick<DailyLogBody, 'crew' | 'equipment'>): LogFormValues {
  const copied = formOf({ ...dailyLogBody.parse({}), crew: yesterday.crew, equipment: yesterday.equipment });
  return { ...form, crew: copied.crew, equipment: copied.equipment };
}

export type { DailyLogBody };
