// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Period, PeriodFilterBar, usePeriodFilter } from './period-filter.tsx';

afterEach(cleanup);

const people = [{ value: 'U1', label: 'Ann' }];

/** A page around the bar: shows the period it applies. */
function Page() {
  const filter = usePeriodFilter();
  return (
    <>
      <PeriodFilterBar label="Filter photos" filter={filter} personLabel="Taken by" people={people} />
      <output data-testid="period">{JSON.stringify(filter.period satisfies Period)}</output>
    </>
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const applied = () => JSON.parse(screen.getByTestId('period').textContent ?? '{}') as Period;

describe('PeriodFilterBar', () => {
  it('says at From when From is after To, marks it, focuses it on Enter and applies no dates', async () => {
    render(<Page />);
    fireEvent.change(screen.getByLabelText('Taken by'), { target: { value: 'U1' } });
    type('To', '2026-04-06');
    type('From', '2026-04-07');
    fireEvent.submit(screen.getByRole('form', { name: 'Filter photos' }));

    const from = screen.getByLabelText('From');
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(from.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'From must be on or before To',
    );
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(from));
    expect(applied()).toEqual({ person: 'U1', from: '', to: '' });
  });

  it('takes the message away and applies the period once To is moved after From', async () => {
    render(<Page />);
    type('From', '2026-04-07');
    type('To', '2026-04-06');
    const from = screen.getByLabelText('From');
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));

    type('To', '2026-04-08');
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('From must be on or before To')).toBeNull();
    expect(applied()).toEqual({ person: '', from: '2026-04-07', to: '2026-04-08' });
  });
});
