/**
 * Field components the shared form kit does not have yet, built on its FieldFrame and error
 * rules: the zoned date-time, a checkbox, a radio group and the service-days picker.
 */
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useLingui } from '@lingui/react';
import { FieldFrame, useFormat, visibleError, zonedEntry, zoneNote } from 'shared-ui';
import { useDraft } from './formContext';
import { dayChoiceLabel, dayName } from './labels';
import { ALL_DAYS, DAY_CHOICES, PRESET_DAYS, type DayChoice } from './model';

const domId = (raw: string) => raw.replace(/[^a-zA-Z0-9_-]/g, '');

/**
 * A date and time typed as a wall-clock time of the draft's zone ("YYYY-MM-DD HH:MM"), with the
 * zone named and its UTC equivalent and offset shown under it. A value that does not parse does
 * not block the form: it is flagged and left out of the body when the form is sent (spec
 * workflows §5). A time the zone skips (the clocks go forward) is a field error naming the gap;
 * a time it repeats takes the earlier occurrence, and the note says so with the offset used.
 */
export function ZonedDateTimeField({ name, label }: { name: string; label: ReactNode }) {
  const { i18n } = useLingui();
  const { zone } = useDraft();
  const { region } = useFormat();
  const validate = useCallback(
    (value: string | undefined) => {
      const entry = zonedEntry(value, zone, region);
      return entry.state === 'gap' ? i18n._(entry.error) : undefined;
    },
    [zone, region, i18n],
  );
  const { input, meta } = useField<string>(name, {
    validate,
    formatOnBlur: true,
    format: (value: string | undefined) => (value ? value.trim().replace(/^(\d{4}-\d{2}-\d{2})T/, '$1 ') : ''),
  });
  const typed = input.value ?? '';
  const entry = zonedEntry(typed, zone, region);
  const zoneLine = i18n._(zoneNote(zone, region));
  const hint =
    entry.state === 'invalid' ? (
      <>
        {zoneLine}.{' '}
        <span className="cf-warning">
          {i18n._({
            id: 'manage.competitionForm.date.invalid',
            message: 'Not a date and time as YYYY-MM-DD HH:MM: it will be left out when you send the form.',
          })}
        </span>
      </>
    ) : entry.state === 'ok' ? (
      <>
        {zoneLine}. <span className={entry.ambiguous ? 'cf-warning' : undefined}>{i18n._(entry.note)}</span>
      </>
    ) : entry.state === 'gap' ? (
      <>{zoneLine}.</>
    ) : (
      <>
        {zoneLine}. {i18n._({ id: 'manage.competitionForm.date.format', message: 'Format YYYY-MM-DD HH:MM (24-hour).' })}
      </>
    );
  return (
    <FieldFrame label={label} hint={hint} meta={meta} className="cf-date">
      {(control) => (
        <input
          {...control}
          {...input}
          value={typed}
          type="text"
          className="fx-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={i18n._({ id: 'manage.competitionForm.date.placeholder', message: 'YYYY-MM-DD HH:MM' })}
        />
      )}
    </FieldFrame>
  );
}

/** A checkbox bound to a boolean value. */
export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const id = `cf-check-${domId(useId())}`;
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = visibleError(meta);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['fx-field', 'cf-checkbox', error ? 'has-error' : null].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id} className="fx-field__label">
        {label}
      </label>
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

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

/** A radio group in a fieldset; `onChoose` runs after the value changes. */
export function RadioGroupField<T extends string>({
  name,
  legend,
  options,
  onChoose,
  describedBy,
  children,
}: {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption<T>[];
  onChoose?: (value: T) => void;
  /** Ids of further messages inside the group (e.g. the days' error). */
  describedBy?: string;
  children?: ReactNode;
}) {
  const group = `cf-radio-${domId(useId())}`;
  const { input, meta } = useField<T>(name);
  const error = visibleError(meta);
  return (
    <fieldset
      className={['fx-field', 'cf-radios', error ? 'has-error' : null].filter(Boolean).join(' ')}
      aria-describedby={[error ? `${group}-error` : null, describedBy].filter(Boolean).join(' ') || undefined}
    >
      <legend className="fx-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="cf-radio">
          <input
            type="radio"
            name={group}
            value={option.value}
            checked={input.value === option.value}
            onChange={() => {
              input.onChange(option.value);
              onChoose?.(option.value);
            }}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
          />{' '}
          {option.label}
        </label>
      ))}
      {children}
      {error ? (
        <p id={`${group}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Service days of a window: every day (0–6), weekdays (0–4), weekends (5–6) or a free pick of
 * days. Day codes run Monday = 0 to Sunday = 6.
 */
export function DaysField({ name }: { name: string }) {
  const { i18n } = useLingui();
  const choice = useField<DayChoice>(`${name}.day_choice`, { subscription: { value: true } });
  const atLeastOneDay = useMemo(
    () => (value: unknown) =>
      Array.isArray(value) && value.length === 0
        ? i18n._({ id: 'manage.competitionForm.days.none', message: 'Choose at least one day.' })
        : undefined,
    [i18n],
  );
  const days = useField<number[]>(`${name}.service_days`, { validate: atLeastOneDay });
  const selected = Array.isArray(days.input.value) ? days.input.value : [];
  const error = visibleError(days.meta);
  const customId = `cf-days-${domId(useId())}`;
  const options = DAY_CHOICES.map((value) => ({ value, label: dayChoiceLabel(i18n, value) }));
  const toggle = (code: number) => {
    const next = selected.includes(code) ? selected.filter((d) => d !== code) : [...selected, code];
    days.input.onChange(next.sort((a, b) => a - b));
  };
  return (
    <RadioGroupField<DayChoice>
      name={`${name}.day_choice`}
      legend={i18n._({ id: 'manage.competitionForm.days.legend', message: 'Service days' })}
      options={options}
      onChoose={(value) => {
        if (value !== 'custom') days.input.onChange([...PRESET_DAYS[value]]);
      }}
      describedBy={error ? `${customId}-error` : undefined}
    >
      {choice.input.value === 'custom' ? (
        <fieldset className="cf-days">
          <legend className="fx-visually-hidden">
            {i18n._({ id: 'manage.competitionForm.days.customLegend', message: 'Days of the week' })}
          </legend>
          {ALL_DAYS.map((code) => (
            <label key={code} className="cf-day">
              <input
                type="checkbox"
                checked={selected.includes(code)}
                onChange={() => toggle(code)}
                onBlur={() => days.input.onBlur()}
                aria-invalid={error ? true : undefined}
              />{' '}
              {dayName(i18n.locale || 'en-GB', code)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p id={`${customId}-error`} className="fx-field__error">
          {error}
        </p>
      ) : null}
    </RadioGroupField>
  );
}
