/* Form controls of the settings pages that shared-ui does not have: a native select and a tick box. */
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from 'shared-ui';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's language, when it is not the page's (a language named in itself). */
  lang?: string;
}

/** A native select bound to react-final-form, in the shared field frame (label, hint, error). */
export function SelectField({ name, label, options, hint, required, disabled, placeholder, translate }: {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** A first, empty choice (e.g. "Not set"). */
  placeholder?: string;
  /** 'no' when the options are names that must not be translated (languages named in themselves). */
  translate?: 'yes' | 'no';
}) {
  const { input, meta } = useField<string>(name);
  return (
    <FieldFrame label={label} hint={hint} required={required} meta={meta}>
      {(control) => (
        <select {...control} {...input} value={input.value ?? ''} className="fx-input" disabled={disabled} translate={translate}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** An optional tick box with its label beside it. */
export function CheckField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const id = useId();
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <div className="fx-field register-check">
      <div className="register-check__control">
        <input id={id} type="checkbox" name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} aria-describedby={hint ? `${id}-hint` : undefined} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="fx-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
