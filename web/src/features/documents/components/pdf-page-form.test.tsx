// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText } from '../../../lib/testing/field-state.ts';
import { PdfPageForm } from './pdf-page-form.tsx';

afterEach(cleanup);

const box = () => screen.getByLabelText('Page number') as HTMLInputElement;
const typeAndEnter = (value: string) => {
  fireEvent.input(box(), { target: { value } });
  fireEvent.submit(box().form as HTMLFormElement);
};

describe('PdfPageForm', () => {
  it.each(['13', 'abc', '0'])('refuses page %j of 12 at the box, marks it invalid and stays', async (typed) => {
    const onGo = vi.fn();
    render(<PdfPageForm page={3} numPages={12} onGo={onGo} />);
    typeAndEnter(typed);

    await waitFor(() => expect(box().getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(box())).toBe('Enter a page from 1 to 12');
    expect(screen.getByText('Enter a page from 1 to 12')).toBeTruthy();
    expect(document.activeElement).toBe(box());
    expect(box().value).toBe(typed);
    expect(onGo).not.toHaveBeenCalled();
  });

  it('goes to a page of the file, keeping the texts "Page" and "of N"', async () => {
    const onGo = vi.fn();
    render(<PdfPageForm page={3} numPages={12} onGo={onGo} />);
    expect(box().value).toBe('3');
    expect(screen.getByText('Page')).toBeTruthy();
    expect(screen.getByTestId('pdf-page-count').textContent).toBe('of 12');
    typeAndEnter(' 7 ');

    await waitFor(() => expect(onGo).toHaveBeenCalledWith(7));
    expect(box().getAttribute('aria-invalid')).toBeNull();
    expect(box().value).toBe('7');
  });

  it('shows the page shown again when the page turns, or the focus leaves a refused number', async () => {
    const { rerender } = render(<PdfPageForm page={3} numPages={12} onGo={vi.fn()} />);
    typeAndEnter('99');
    await waitFor(() => expect(box().getAttribute('aria-invalid')).toBe('true'));
    fireEvent.blur(box());
    await waitFor(() => expect(box().value).toBe('3'));
    expect(box().getAttribute('aria-invalid')).toBeNull();

    rerender(<PdfPageForm page={4} numPages={12} onGo={vi.fn()} />);
    await waitFor(() => expect(box().value).toBe('4'));
  });
});
