/**
 * The service need: service periods (name, start, end) each with service windows (times, days,
 * public-holiday handling, capacity, durations and fixed prices); periods and windows can be
 * added and removed (react-final-form-arrays).
 */
import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { FieldArray } from 'react-final-form-arrays';
import { useLingui } from '@lingui/react';
import { CurrencyField, DateField, DecimalField, DurationField, TextField, TimeField, visibleError } from 'shared-ui';
import { DaysField, RadioGroupField } from './fields';
import { fieldDomId, useDraft, useRateRules } from './formContext';
import { holidayLabel, periodName, windowName } from './labels';
import { emptyPeriod, emptyWindow } from './model';
import { PeriodHolidays } from './PeriodHolidays';
import { HOLIDAY_HANDLING, type HolidayHandling } from './types';

/** Moves focus to a field once it has rendered (after adding a period or window). */
function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

function ArrayError({ meta }: { meta: { error?: unknown; submitError?: unknown; touched?: boolean; dirtySinceLastSubmit?: boolean } }) {
  const error = visibleError({ ...meta, touched: true } as Parameters<typeof visibleError>[0]);
  return error ? (
    <p className="fx-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

function WindowFields({ name, period, index, onRemove, canRemove }: { name: string; period: number; index: number; onRemove: () => void; canRemove: boolean }) {
  const { i18n } = useLingui();
  const { idPrefix } = useDraft();
  const { fixed } = useRateRules();
  const power = useField<string>('power_type', { subscription: { value: true } }).input.value;
  const unit = power === 'reactive_power' ? 'MVAr' : 'MW';
  const legend = windowName(i18n, period, index);
  const holidayOptions = HOLIDAY_HANDLING.map((value: HolidayHandling) => ({ value, label: holidayLabel(i18n, value) }));
  return (
    <fieldset className="cf-window">
      <legend className="cf-legend">{legend}</legend>
      <div className="cf-grid">
        <TextField id={fieldDomId(idPrefix, `${name}.name`)} name={`${name}.name`} label={i18n._({ id: 'manage.competitionForm.window.name', message: 'Window name' })} required />
        <TimeField name={`${name}.start_time`} label={i18n._({ id: 'manage.competitionForm.window.start', message: 'Start time (HH:MM)' })} required />
        <TimeField name={`${name}.end_time`} label={i18n._({ id: 'manage.competitionForm.window.end', message: 'End time (HH:MM)' })} required />
      </div>
      <div className="cf-grid">
        <DaysField name={name} />
        <RadioGroupField<HolidayHandling>
          name={`${name}.holiday_handling`}
          legend={i18n._({ id: 'manage.competitionForm.window.holidayHandling', message: 'Public holidays' })}
          options={holidayOptions}
        />
      </div>
      <div className="cf-grid">
        <DecimalField name={`${name}.capacity_required`} label={i18n._({ id: 'manage.competitionForm.window.capacity', message: 'Capacity required' })} unit={unit} decimalPlaces={3} required />
        <DecimalField
          name={`${name}.minimum_aggregate_asset_size`}
          label={i18n._({ id: 'manage.competitionForm.window.minAggregate', message: 'Minimum aggregate asset size' })}
          unit={unit}
          decimalPlaces={3}
        />
        <DurationField name={`${name}.required_response_time`} label={i18n._({ id: 'manage.competitionForm.window.responseTime', message: 'Required response time' })} />
        <DurationField name={`${name}.minimum_run_time`} label={i18n._({ id: 'manage.competitionForm.window.minRunTime', message: 'Minimum run time' })} />
        <DurationField name={`${name}.dispatch_duration`} label={i18n._({ id: 'manage.competitionForm.window.dispatchDuration', message: 'Dispatch duration' })} />
        <DecimalField
          name={`${name}.dispatch_estimate`}
          label={i18n._({ id: 'manage.competitionForm.window.dispatchEstimate', message: 'Dispatch estimate (number of dispatches)' })}
          decimalPlaces={0}
        />
        <CurrencyField
          name={`${name}.fixed_availability_price`}
          label={i18n._({ id: 'manage.competitionForm.window.fixedAvailability', message: 'Fixed availability price' })}
          currency="GBP"
          required={fixed.includes('fixed_availability_price')}
        />
        <CurrencyField
          name={`${name}.fixed_utilisation_price`}
          label={i18n._({ id: 'manage.competitionForm.window.fixedUtilisation', message: 'Fixed utilisation price' })}
          currency="GBP"
          required={fixed.includes('fixed_utilisation_price')}
        />
        <CurrencyField
          name={`${name}.fixed_service_fee`}
          label={i18n._({ id: 'manage.competitionForm.window.fixedServiceFee', message: 'Fixed service fee' })}
          currency="GBP"
          required={fixed.includes('fixed_service_fee')}
        />
        <DecimalField
          name={`${name}.available_hours_override`}
          label={i18n._({ id: 'manage.competitionForm.window.availableHours', message: 'Available hours override' })}
          unit={i18n._({ id: 'manage.competitionForm.unit.hours', message: 'hours' })}
        />
      </div>
      {canRemove ? (
        <button type="button" className="fx-button fx-button--secondary" onClick={onRemove}>
          {i18n._({ id: 'manage.competitionForm.window.remove', message: 'Remove window {w} of period {p}', values: { w: index + 1, p: period + 1 } })}
        </button>
      ) : null}
    </fieldset>
  );
}

function PeriodFields({ name, index, onRemove, canRemove }: { name: string; index: number; onRemove: () => void; canRemove: boolean }) {
  const { i18n } = useLingui();
  const { idPrefix } = useDraft();
  const focusLater = useFocusLater();
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className="cf-period">
      <legend className="cf-legend">{periodName(i18n, index)}</legend>
      <div className="cf-grid">
        <TextField id={fieldDomId(idPrefix, `${name}.name`)} name={`${name}.name`} label={i18n._({ id: 'manage.competitionForm.period.name', message: 'Period name' })} required />
        <DateField name={`${name}.start`} label={i18n._({ id: 'manage.competitionForm.period.start', message: 'Start date' })} required />
        <DateField name={`${name}.end`} label={i18n._({ id: 'manage.competitionForm.period.end', message: 'End date' })} required />
      </div>
      <PeriodHolidays name={name} />
      <FieldArray name={`${name}.service_windows`}>
        {({ fields, meta }) => (
          <div className="cf-windows">
            {fields.map((windowPath, w) => (
              <WindowFields
                key={windowPath}
                name={windowPath}
                period={index}
                index={w}
                canRemove={(fields.length ?? 0) > 1}
                onRemove={() => {
                  fields.remove(w);
                  addRef.current?.focus();
                }}
              />
            ))}
            <ArrayError meta={meta} />
            <button
              ref={addRef}
              type="button"
              className="fx-button fx-button--secondary"
              onClick={() => {
                const next = fields.length ?? 0;
                fields.push(emptyWindow());
                focusLater(fieldDomId(idPrefix, `${name}.service_windows[${next}].name`));
              }}
            >
              {i18n._({ id: 'manage.competitionForm.window.add', message: 'Add a window to service period {p}', values: { p: index + 1 } })}
            </button>
          </div>
        )}
      </FieldArray>
      {canRemove ? (
        <button type="button" className="fx-button fx-button--secondary cf-remove" onClick={onRemove}>
          {i18n._({ id: 'manage.competitionForm.period.remove', message: 'Remove service period {p}', values: { p: index + 1 } })}
        </button>
      ) : null}
    </fieldset>
  );
}

export function ServiceNeed() {
  const { i18n } = useLingui();
  const { idPrefix } = useDraft();
  const focusLater = useFocusLater();
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <FieldArray name="service_periods">
      {({ fields, meta }) => (
        <div className="cf-periods">
          <p className="fx-field__hint">
            {i18n._({
              id: 'manage.competitionForm.serviceNeed.hint',
              message: 'Each service period runs between two dates; its windows say when in the day, on which days and how much capacity is needed.',
            })}
          </p>
          {fields.map((periodPath, p) => (
            <PeriodFields
              key={periodPath}
              name={periodPath}
              index={p}
              canRemove={(fields.length ?? 0) > 1}
              onRemove={() => {
                fields.remove(p);
                addRef.current?.focus();
              }}
            />
          ))}
          <ArrayError meta={meta} />
          <button
            ref={addRef}
            type="button"
            className="fx-button fx-button--secondary"
            onClick={() => {
              const next = fields.length ?? 0;
              fields.push(emptyPeriod());
              focusLater(fieldDomId(idPrefix, `service_periods[${next}].name`));
            }}
          >
            {i18n._({ id: 'manage.competitionForm.period.add', message: 'Add a service period' })}
          </button>
        </div>
      )}
    </FieldArray>
  );
}
