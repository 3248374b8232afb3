// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthCalendar } from './month-calendar.tsx';

afterEach(cleanup);

const calendar = (days: Parameters<typeof MonthCalendar>[0]['days'], offline = false) =>
  render(
    <MonthCalendar
      month="2026-11"
      days={days}
      offline={offline}
      selected="2026-11-20"
      today="2026-11-27"
      onMonth={() => {}}
      onSelect={() => {}}
    />,
  );

describe('MonthCalendar', () => {
  it('names each day with its log status', () => {
    calendar([{ date: '2026-11-02', status: 'signed' }]);
    expect(screen.getByRole('button', { name: 'Monday, November 2, 2026: Signed off' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, November 3, 2026: No log' })).toBeTruthy();
  });

  it('DL2: a month not loaded (offline) does not call its days "No log"; it says the statuses are not known', () => {
    calendar(undefined, true);
    expect(screen.queryByRole('button', { name: /No log$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tuesday, November 3, 2026: status not loaded' })).toBeTruthy();
    expect(screen.getByText("The month's statuses show when the connection returns.")).toBeTruthy();
  });

  it('while a month loads online, says nothing of the connection', () => {
    calendar(undefined);
    expect(screen.getByRole('button', { name: 'Tuesday, November 3, 2026: status not loaded' })).toBeTruthy();
    expect(screen.queryByText("The month's statuses show when the connection returns.")).toBeNull();
  });
});
