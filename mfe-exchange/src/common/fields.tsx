/**
 * Fields the shared form kit does not have, on its FieldFrame and error rules: a date and time
 * typed on the region's clock (sent in UTC), a checkbox, and a radio group.
 */
import { useCallback, useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react';
import { FieldFrame, useFormat, visibleError, zonedEntry, zoneNote } from 'shared-ui';

const domId = (raw: string) => raw.replace(/[^a-zA-Z0-9_-]/g, '');

/**
 * A date and time typed as the region's wall-clock time ("YYYY-MM-DD HH:MM"), with the zone named
 * and the UTC instant shown under it. A time the zone skips is refused with the gap named; a time
 * it repeats takes the earlier occurrence (the note says so).
 */
export function ZonedDateTimeField({ name, label, required = false, validate }: { name: string; label: ReactNode; required?: boolean; validate?: (value: string | undefined) => string | undefined }) {
  const { i18n } = useLingui();
  const { region } = useFormat();
  const zone = region.timezone;
  const check = useCallback(
    (value: string | undefined) => {
      const entry = zonedEntry(value, zone, region);
      if (entry.state === 'empty') return required ? i18n._({ id: 'exchange.field.required', message: 'Enter a value.' }) : undefined;
      if (entry.state === 'invalid') return i18n._({ id: 'exchange.field.dateTime', message: 'Enter a date and time as YYYY-MM-DD HH:MM.' });
      if (entry.state === 'gap') return i18n._(entry.error);
      return validate?.(value);
    },
    [zone, region, i18n, required, validate],
  );
  const { input, meta } = useField<string>(name, {
    validate: check,
    formatOnBlur: true,
    format: (value: string | undefined) => (value ? value.trim().replace(/^(\d{4}-\d{2}-\d{2})T/, '$1 ') : ''),
  });
  const typed = input.value ?? '';
  const entry = zonedEntry(typed, zone, region);
  const zoneLine = i18n._(zoneNote(zone, region));
  const hint = entry.state === 'ok' ? `${zoneLine}. ${i18n._(entry.note)}` : `${zoneLine}. ${i18n._({ id: 'exchange.field.dateTimeFormat', message: 'Format YYYY-MM-DD HH:MM (24-hour).' })}`;
  return (
    <FieldFrame label={label} hint={hint} meta={meta} required={required}>
      {(control) => (
        <input
          {...control}
          {...input}
          value={typed}
          type="text"
          className="fx-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={i18n._({ id: 'exchange.field.dateTimePlaceholder', message: 'YYYY-MM-DD HH:MM' })}
        />
      )}
    </FieldFrame>
  );
}

/** The UTC instant of a wall-clock text on the region's clock (null when it is not one). */
export function utcOf(text: string | undefined, zone: string): string | null {
  const entry = zonedEntry(text, zone);
  return entry.state === 'ok' ? entry.utc : null;
}

/** A checkbox bound to a boolean value, with its hint and error. */
export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const id = `ex-check-${domId(useId())}`;
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = visibleError(meta);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['fx-field', 'ex-check', error ? 'has-error' : null].filter(Boolean).join(' ')}>
      <input
        id={id}
        name={input.name}
        type="checkbox"
        checked={input.checked === true}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="fx-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface RadioChoice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A group of radio buttons in a fieldset, with its legend, hint and error. */
export function RadioGroupField({ name, legend, choices, validate }: { name: string; legend: ReactNode; choices: readonly RadioChoice[]; validate?: (value: string | undefined) => string | undefined }) {
  const id = `ex-radio-${domId(useId())}`;
  const { meta } = useField<string>(name, { validate, subscription: { touched: true, error: true, submitError: true, dirtySinceLastSubmit: true } });
  const error = visibleError(meta);
  return (
    <fieldset className={['ex-radios', error ? 'has-error' : null].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <Radio key={choice.value} name={name} choice={choice} id={`${id}-${domId(choice.value)}`} />
      ))}
      {error ? (
        <p id={`${id}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Radio({ name, choice, id }: { name: string; choice: RadioChoice; id: string }) {
  const { input } = useField<string>(name, { type: 'radio', value: choice.value });
  return (
    <div className="ex-radio">
      <input id={id} {...input} type="radio" aria-describedby={choice.hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{choice.label}</label>
      {choice.hint ? (
        <p id={`${id}-hint`} className="fx-field__hint">
          {choice.hint}
        </p>
      ) : null}
    </div>
  );
}
