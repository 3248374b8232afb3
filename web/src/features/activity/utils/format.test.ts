import { describe, expect, it } from 'vitest';
import { activityEntry } from '../testing/activity-entry.ts';
import { activityCsv, changeText, summaryOf } from './format.ts';

const entry = activityEntry;

describe('activity in words', () => {
  it('names who did what to which object; a share-link opening has no person', () => {
    expect(summaryOf(entry())).toBe('Ana Ruiz edited task Pour footings');
    expect(
      summaryOf(entry({ kind: 'share.opened', actor: null, object: { type: 'file', id: 'F', name: 'A-201.pdf' } })),
    ).toBe('Someone with a share link opened a share link for A-201.pdf');
  });

  it('says what the recycle bin did: a delete, a restore, and the scheduled purge by its own name', () => {
    const file = { type: 'file' as const, id: 'F', name: 'A-201.pdf' };
    expect(summaryOf(entry({ kind: 'file.deleted', object: file }))).toBe('Ana Ruiz deleted A-201.pdf');
    expect(summaryOf(entry({ kind: 'file.restored', object: file }))).toBe('Ana Ruiz restored A-201.pdf');
    // the actor functions/domain/bin-records.ts SCHEDULED_PURGE writes
    const purge = { id: 'scheduled-purge', name: 'Scheduled purge' };
    expect(summaryOf(entry({ kind: 'file.purged', actor: purge, object: file }))).toBe(
      'Scheduled purge deleted forever A-201.pdf',
    );
  });

  it('shows a change with the screen’s field names and Toronto dates, and never a password', () => {
    expect(
      changeText({ field: 'schedule_finish', from: '2026-05-05T04:00:00.000Z', to: '2026-05-08T04:00:00.000Z' }),
    ).toBe('End Date: 2026-05-05 → 2026-05-08');
    expect(changeText({ field: 'status', from: null, to: 'working' })).toBe('Status: (none) → working');
    expect(changeText({ field: 'password', from: null, to: 'changed' })).toBe('Password changed');
  });

  it('writes CSV a spreadsheet reads as text: quotes, commas, line breaks and formulas', () => {
    const csv = activityCsv([
      entry({ detail: 'said "hold", then poured', object: { type: 'task', id: 'T1', name: '=HYPERLINK("x")' } }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('When (Toronto),Who,What,Object,Area,Where,Detail,Changes');
    expect(row).toBe(
      `"2026-03-01, 10:04",Ana Ruiz,edited task,"'=HYPERLINK(""x"")",Construction,Construction schedule,"said ""hold"", then poured",`,
    );
  });
});
