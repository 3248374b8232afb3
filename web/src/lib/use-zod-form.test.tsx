// @vitest-environment happy-dom

import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useZodForm } from './use-zod-form.ts';

const hoursForm = z.object({
  hours: z.string().check(z.regex(/^[1-9]\d*$/, 'Valid for (hours) must be a whole number from 1 to 168')),
});

describe('useZodForm', () => {
  it('CI-B5: a submit validates the values it was given, not what is typed while its validation waits', async () => {
    // The clean-clone CI run of 968cca8: "Regenerate" pressed with 0 hours, then 2 typed at once, made a link
    // from the first press too (two links, the dialog showing the second), because the lazily loaded resolver
    // read the form's live values after its import.
    const { result } = renderHook(() => useZodForm(hoursForm, { defaultValues: { hours: '0' } }));
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const submitted = result.current.handleSubmit(onValid, onInvalid)();
    result.current.setValue('hours', '2');
    await submitted;
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('submits the parsed values when they are valid', async () => {
    const { result } = renderHook(() => useZodForm(hoursForm, { defaultValues: { hours: '24' } }));
    const onValid = vi.fn();
    await result.current.handleSubmit(onValid)();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ hours: '24' });
  });
});
