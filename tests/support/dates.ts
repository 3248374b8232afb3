import { torontoDateKey } from '../../shared/time.ts';

/** Text that is not a date, though `new Date` makes one of each (or rolls it over). */
export const NOT_DATES = ['0', '-1', 'December 1, 2026', '-271821-04-20', '+275760-09-13', '2026-02-30', '2026-5-1'];

/** Real days outside the years a schedule holds (1900 to 2200). */
export const OUT_OF_YEARS = ['9999-12-01', '1899-12-31', '2201-01-01', '9999-12-01T05:00:00.000Z'];

export const DAY = 86_400_000;

/** A Toronto calendar date `days` from the real now (the browser has no test clock). */
export const torontoDay = (days: number) => torontoDateKey(new Date(Date.now() + days * DAY));
