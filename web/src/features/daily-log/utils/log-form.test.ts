import { describe, expect, it } from 'vitest';
import { dailyLogBody } from '#shared/schemas/daily-logs.ts';
import { formOf, logForm, withCrewOf } from './log-form.ts';

const empty = formOf(dailyLogBody.parse({}));

describe('the daily log form', () => {
  it('turns typed text into the body, blank optional numbers into none', () => {
    const parsed = logForm.safeParse({
      ...empty,
      weather: { ...empty.weather, conditions: 'Sunny', high: '12.5', low: '' },
      crew: [{ company: 'Northline', trade: 'Formwork', headcount: '6', hours: '48' }],
      equipment: [{ name: 'Telehandler', quantity: '1', hours: '' }],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.weather).toEqual({
      conditions: 'Sunny',
      high: 12.5,
      low: undefined,
      precipitation: undefined,
      wind: undefined,
    });
    expect(parsed.data?.crew).toEqual([{ company: 'Northline', trade: 'Formwork', headcount: 6, hours: 48 }]);
    expect(parsed.data?.equipment).toEqual([{ name: 'Telehandler', quantity: 1, hours: undefined }]);
  });

  it("refuses at each field in the server's words", () => {
    const parsed = logForm.safeParse({
      ...empty,
      weather: { ...empty.weather, high: '1', low: '5' },
      crew: [{ company: '', trade: 'Formwork', headcount: 'six', hours: '' }],
    });
    const issues = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      'weather.low': 'Low (°C) must not be above High (°C)',
      'crew.0.company': 'Company is required',
      'crew.0.headcount': 'Headcount must be a whole number from 0 to 9999',
      'crew.0.hours': 'Hours must be a number from 0 to 99999',
    });
  });

  it("a stored log round-trips through the form, and yesterday's crew and equipment replace today's", () => {
    const log = dailyLogBody.parse({
      weather: { conditions: 'Rain', precipitation: 4 },
      crew: [{ company: 'Bayview Electric', trade: 'Electrical', headcount: 2, hours: 16 }],
      equipment: [{ name: 'Scissor lift', quantity: 2 }],
      delays: [{ description: 'Fall arrest missing', safety: true }],
      notes: 'Inspection passed',
    });
    expect(logForm.parse(formOf(log))).toEqual(log);
    const today = formOf(
      dailyLogBody.parse({ notes: 'Today', crew: [{ company: 'X', trade: 'Y', headcount: 1, hours: 1 }] }),
    );
    const copied = withCrewOf(today, log);
    expect(copied.notes).toBe('Today');
    expect(logForm.parse(copied).crew).toEqual(log.crew);
    expect(logForm.parse(copied).equipment).toEqual(log.equipment);
  });
});
