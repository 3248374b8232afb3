import { useRef, useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import type { FieldErrorState } from '../components/ui/field.tsx';

/** A schema whose input is a form's values: an object of fields. */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/** The schema, or a loader of its module for a form on a page that must paint before zod arrives (login). */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

/**
 * The zod resolver, imported when a form is first validated: @hookform/resolvers/zod brings zod's core, which
 * the sign-in page would otherwise download before it paints (docs/performance.md, login route). Forms on
 * other pages have zod already, through their schemas; for them the import is a module already loaded.
 */
/** Validates with the schema the form has now (a schema may follow the props, such as the task edited). */
function lazyZodResolver<S extends FormSchema>(
  current: () => SchemaSource<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (live, context, options) => {
    // react-hook-form passes its live values object: copy it before the first await, or a value typed
    // while the import loads would be validated and submitted in place of the one the submit was given.
    const values = copyValues(live);
    const source = current();
    const [schema, { zodResolver }] = await Promise.all([
      typeof source === 'function' ? (source as () => Promise<S>)() : source,
      import('@hookform/resolvers/zod'),
    ]);
    const resolve = zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
    return resolve(values, context, options);
  };
}

/** Plain objects and arrays copied, anything else (a File, a Date) kept as it is. */
function copyValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyValues) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyValues(v)])) as T;
  }
  return value;
}

export interface ZodFormOptions<S extends FormSchema>
  extends Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> {
  /**
   * Messages the spec gives for the whole form rather than one field (such as 'Please fill in all fields'):
   * shown once, as `formError`, while each field they name is only marked invalid.
   */
  formMessages?: readonly string[];
}

export interface ZodForm<S extends FormSchema> extends UseFormReturn<z.input<S>, unknown, z.output<S>> {
  /** What a `Field` shows for this field: its own message, `true` for a form-wide one, or nothing. */
  fieldError: (name: FieldPath<z.input<S>>) => FieldErrorState;
  /**
   * The message for the whole form: a failed request (`setError('root', …)`), a form-wide message, or a rule
   * of the whole schema that names no field.
   */
  formError: string | undefined;
}

/**
 * react-hook-form over a zod schema from `shared/`, the one the server checks the request with, so the
 * browser says at each field what the server would say (docs/architecture.md#forms). On a submit with
 * errors the first invalid field on the page takes the focus.
 */
export function useZodForm<S extends FormSchema>(schema: SchemaSource<S>, options: ZodFormOptions<S> = {}): ZodForm<S> {
  const { formMessages = [], ...formOptions } = options;
  const latest = useRef(schema);
  latest.current = schema;
  const [resolver] = useState(() => lazyZodResolver(() => latest.current));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...formOptions,
    resolver,
    // react-hook-form focuses in the order fields registered; the page's order is what a person sees.
    shouldFocusError: false,
  });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onValid, (errors, event) => {
      const target = event?.target;
      if (target instanceof HTMLFormElement) {
        const invalid = (name: string) => get(errors, name) !== undefined;
        focusFirstInvalid(target, invalid);
        // Again once the errors are drawn: a control can be replaced or re-enabled by that render.
        setTimeout(() => focusFirstInvalid(target, invalid));
      }
      return onInvalid?.(errors, event);
    });
  const { errors } = form.formState;
  const entries = Object.entries(errors).map(([name, error]) => [name, error?.message] as const);
  // A rule of the whole schema (a refinement without a path) is the form's message too.
  const formWide = entries.find(([name, m]) => typeof m === 'string' && (name === '' || formMessages.includes(m)))?.[1];
  const fieldError = (name: FieldPath<z.input<S>>): FieldErrorState => {
    const message = form.getFieldState(name, form.formState).error?.message;
    if (!message) return form.getFieldState(name, form.formState).invalid || undefined;
    return formMessages.includes(message) ? true : message;
  };
  return {
    ...form,
    handleSubmit,
    fieldError,
    formError: errors.root?.message ?? (typeof formWide === 'string' ? formWide : undefined),
  };
}

/** Focuses the form's first control, in page order, whose field has an error. */
function focusFirstInvalid(form: HTMLFormElement, invalid: (name: string) => boolean): void {
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (control.name && !control.disabled && invalid(control.name)) {
      control.focus();
      return;
    }
  }
}
