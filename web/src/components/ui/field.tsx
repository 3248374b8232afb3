import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import './field.css';

/** What a field hands its control: the id its label names, and the error state for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A field's error: its own message, shown under it; or `true` when the form shows one message for several
 * fields (docs/architecture.md#forms): the field is marked invalid without repeating it.
 */
export type FieldErrorState = string | boolean | undefined;

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  id?: string;
  error?: FieldErrorState;
  /** The label is read by assistive technology only (the control's placeholder or context says it). */
  hideLabel?: boolean;
  /**
   * The label, control and message take part in the parent's layout (an inline form's row) instead of
   * a column of their own; the message then takes a line of its own.
   */
  inline?: boolean;
  /** The control, given the props that tie it to the label, the hint and the error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: label, control, hint and its own error. With an error the control gets `aria-invalid`
 * and `aria-describedby` names the message, so a screen reader reads it when the field takes focus.
 */
export function Field({ label, hint, id, error, hideLabel = false, inline = false, children }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = typeof error === 'string' && error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={inline ? 'field field--inline' : 'field'}>
      <label className={hideLabel ? 'sr-only' : 'field__label'} htmlFor={fieldId}>
        {label}
      </label>
      {children({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {errorId ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

type OwnFieldProps = Pick<FieldProps, 'label' | 'hint' | 'id' | 'error' | 'hideLabel' | 'inline'>;

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & OwnFieldProps;

export function TextField({ label, hint, id, error, hideLabel, inline, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} id={id} error={error} hideLabel={hideLabel} inline={inline}>
      {(control) => <input className={classes('input', className)} {...control} {...input} />}
    </Field>
  );
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> &
  OwnFieldProps & {
    options: readonly { value: string; label: string }[];
    /** A first, empty choice such as 'Select a role'. */
    placeholder?: string;
  };

export function SelectField({ label, hint, id, error, options, placeholder, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} id={id} error={error}>
      {(control) => (
        <select className={classes('input', 'select', className)} {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & OwnFieldProps;

export function TextAreaField({ label, hint, id, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} id={id} error={error}>
      {(control) => <textarea className={classes('input', 'textarea', className)} {...control} {...textarea} />}
    </Field>
  );
}

export interface CheckboxProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Said when the pointer rests on the label (why a choice is not offered). */
  title?: string;
  /** The label's content. */
  children: ReactNode;
}

/** One checkbox with its label on the right (`.checkbox` of field.css). */
export function Checkbox({ id, checked, disabled, onCheckedChange, title, children }: CheckboxProps) {
  return (
    <div className="checkbox">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.target.checked)}
      />
      <label htmlFor={id} title={title}>
        {children}
      </label>
    </div>
  );
}
