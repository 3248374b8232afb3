import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import './field.css';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, children }: FieldFrameProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  id?: string;
}

export function TextField({ label, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint}>
      <input
        id={fieldId}
        className={['input', className ?? ''].filter(Boolean).join(' ')}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        {...input}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  id?: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as 'Select a role'. */
  placeholder?: string;
}

export function SelectField({ label, hint, id, options, placeholder, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint}>
      <select
        id={fieldId}
        className={['input', 'select', className ?? ''].filter(Boolean).join(' ')}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  id?: string;
}

export function TextAreaField({ label, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint}>
      <textarea
        id={fieldId}
        className={['input', 'textarea', className ?? ''].filter(Boolean).join(' ')}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        {...textarea}
      />
    </FieldFrame>
  );
}
