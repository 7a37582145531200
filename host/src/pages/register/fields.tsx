/* Form controls of the registration stages that shared-ui does not have: a checkbox and the grouped country list. */
import { useId, useMemo, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react';
import type { RegistrationCountry } from 'shared-session';
import { visibleError } from 'shared-ui';
import { countryGroups } from './countries';

/** A required tick box ("I accept …"): `message` when it is left unticked. */
export function CheckboxField({ name, label, message }: { name: string; label: ReactNode; message: string }) {
  const id = useId();
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate: (value) => (value ? undefined : message) });
  const error = visibleError(meta);
  return (
    <div className={['fx-field', 'register-check', error ? 'has-error' : null].filter(Boolean).join(' ')}>
      <div className="register-check__control">
        <input name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} aria-required />
        <label htmlFor={id}>
          {label}
          <span className="fx-field__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The country as a native select with two groups (keyboard type-ahead over 249 names). */
export function CountryField({ countries, label, groupLabels }: { countries: readonly RegistrationCountry[]; label: ReactNode; groupLabels: { frequent: string; others: string } }) {
  const id = useId();
  const { i18n } = useLingui();
  const { input, meta } = useField<string>('country');
  const groups = useMemo(() => countryGroups(countries, i18n.locale), [countries, i18n.locale]);
  const error = visibleError(meta);
  return (
    <div className={['fx-field', error ? 'has-error' : null].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="fx-field__label">
        {label}
        <span className="fx-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className="fx-field__control">
        <select {...input} id={id} className="fx-input" aria-required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          <optgroup label={groupLabels.frequent}>
            {groups.frequent.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={groupLabels.others}>
            {groups.others.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
