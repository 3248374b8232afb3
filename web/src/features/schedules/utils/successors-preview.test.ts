import { describe, expect, it } from 'vitest';
import type { TaskMove } from '#shared/schedule-shift.ts';
import { torontoMidnight } from '#shared/time.ts';
import { previewText } from './successors-preview.ts';

const at = (key: string) => torontoMidnight(key).toISOString();
const move = (name: string, from: [string, string], to: [string, string]): TaskMove => ({
  id: name,
  name,
  from: { start: at(from[0]), end: at(from[1]) },
  to: { start: at(to[0]), end: at(to[1]) },
});

describe('the successors-follow preview', () => {
  it('says how far the successors move and names them', () => {
    const moves = [
      move('Excavate', ['2026-05-04', '2026-05-08'], ['2026-05-11', '2026-05-15']),
      move('Footings', ['2026-05-11', '2026-05-15'], ['2026-05-18', '2026-05-22']),
      move('Walls', ['2026-05-18', '2026-05-22'], ['2026-05-25', '2026-05-29']),
    ];
    expect(previewText(moves, 5)).toBe('2 tasks will move by 5 working days later: Footings, Walls.');
  });

  it('N2: the preview names a task whose length changes (a short bar stretched from 2 to 6 working days)', () => {
    // Wall framing, Tuesday and Wednesday, has its end dragged a week on: it now ends the next Tuesday.
    const moves = [
      move('Wall framing', ['2026-05-05', '2026-05-06'], ['2026-05-05', '2026-05-12']),
      move('Roof trusses', ['2026-05-07', '2026-05-08'], ['2026-05-14', '2026-05-15']),
    ];
    expect(previewText(moves, 4)).toBe(
      '1 task will move by 4 working days later: Roof trusses. Wall framing will take 6 working days instead of 2.',
    );
  });
});
