import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { FormSchema, ZodForm } from '../../lib/use-zod-form.ts';
import {
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './field.tsx';

/** A field bound to one value of a `useZodForm` form: its control is registered and its error shown. */
type Bound<S extends FormSchema, P> = Omit<P, 'name' | 'error' | 'form'> & {
  form: ZodForm<S>;
  name: FieldPath<z.input<S>>;
};

/** What a caller may add to a bound control's own handlers. */
interface ExtraHandlers<E> {
  onChange?: ((event: E) => void) | undefined;
  onBlur?: ((event: E) => void) | undefined;
}

/** The control's registration and error; an `onChange` or `onBlur` of the caller runs after the form's own. */
const bind = <S extends FormSchema, E>(
  form: ZodForm<S>,
  name: FieldPath<z.input<S>>,
  { onChange, onBlur }: ExtraHandlers<E>,
) => ({ error: form.fieldError(name), ...form.register(name, { onChange, onBlur }) });

export function FormTextField<S extends FormSchema>({ form, name, ...props }: Bound<S, TextFieldProps>) {
  return <TextField {...props} {...bind(form, name, props)} />;
}

export function FormSelectField<S extends FormSchema>({ form, name, ...props }: Bound<S, SelectFieldProps>) {
  return <SelectField {...props} {...bind(form, name, props)} />;
}

export function FormTextAreaField<S extends FormSchema>({ form, name, ...props }: Bound<S, TextAreaFieldProps>) {
  return <TextAreaField {...props} {...bind(form, name, props)} />;
}

/**
 * A password field: `current` for the password the user has now, otherwise a new one (the browser may
 * offer to make and save it).
 */
export function FormPasswordField<S extends FormSchema>({
  current = false,
  ...props
}: Bound<S, TextFieldProps> & { current?: boolean }) {
  return <FormTextField {...props} type="password" autoComplete={current ? 'current-password' : 'new-password'} />;
}

/** A whole percentage, 0 to 100, typed with the numeric keypad on a phone (a task's progress). */
export function FormPercentField<S extends FormSchema>(props: Bound<S, TextFieldProps>) {
  return <FormTextField {...props} type="number" inputMode="numeric" min={0} max={100} step={1} />;
}
