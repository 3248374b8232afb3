import { describe, expect, it } from 'vitest';
import { baselineBar, baselineDays, finishVariances, varianceLabel } from './baselines.ts';

// Toronto midnights as the server stores them (EST, -05:00).
const at = (day: string) => `${day}T05:00:00.000Z`;

describe('baseline variance (docs/requirements.md#baselines)', () => {
  const baseline = baselineDays([
    { id: 'a', start: '2026-03-02', finish: '2026-03-06' },
    { id: 'b', start: '2026-03-09', finish: '2026-03-13' },
    { id: 'c', start: '2026-03-09', finish: '2026-03-13' },
  ]);

  it('counts working days between the baseline finish and the task’s: over a weekend, later and earlier', () => {
    const variances = finishVariances(
      [
        { id: 'a', end: at('2026-03-06') },
        // Friday 13 to Tuesday 17: 2 working days later, the weekend not counted
        { id: 'b', end: at('2026-03-17') },
        // Friday 13 to Monday 9: 4 working days earlier
        { id: 'c', end: at('2026-03-09') },
        { id: 'new', end: at('2026-03-20') },
      ],
      baseline,
    );
    expect([...variances]).toEqual([
      ['a', 0],
      ['b', 2],
      ['c', -4],
    ]);
  });

  it('does not count a day off of the calendar', () => {
    const calendar = { daysOff: new Set(['2026-03-16']) };
    expect(finishVariances([{ id: 'b', end: at('2026-03-17') }], baseline, calendar).get('b')).toBe(1);
  });

  it('says the variance in words, not only in colour', () => {
    expect([0, 2, -4, 1, undefined].map(varianceLabel)).toEqual([
      'On time',
      '2 d late',
      '4 d early',
      '1 d late',
      'New',
    ]);
  });

  it('draws the baseline from the first day’s midnight to the midnight after the last', () => {
    const bar = baselineBar({ start: '2026-03-09', finish: '2026-03-13' });
    expect([bar.start, bar.end]).toEqual([new Date(2026, 2, 9), new Date(2026, 2, 14)]);
  });
});
