// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('ties label, hint and its own error to the control', () => {
    render(<TextField label="Name" hint="As on the drawing" error="Name is required" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent)).toEqual(['As on the drawing', 'Name is required']);
  });

  it('marks a field covered by a form-wide message without repeating it', () => {
    render(<TextField label="Name" error />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Name" hint="Short" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Short');
  });
});
