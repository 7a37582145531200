/**
 * The inputs of the "complete asset data" form: a labelled field with its hint and error, the
 * location (by postcode district or by coordinates), the connection voltage and a capacity.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { VoltageOption } from 'shared-session';
import type { CapacityField, Errors, Values } from './completeData';
import { capacityUnit, missingFieldText } from './labels';

interface FieldsProps {
  /** The form's unique id, which the inputs' ids start with. */
  id: string;
  values: Values;
  errors: Errors;
  set: (patch: Partial<Values>) => void;
}

function Field({ id, label, hint, error, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="qualification__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="qualification__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="qualification__field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, hint: boolean, error: string | undefined) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function LocationFields({ id, values, errors, set }: FieldsProps) {
  return (
    <fieldset className="qualification__field">
      <legend>
        <Trans id="manage.qualification.complete.location" message="Location" />
      </legend>
      <div className="qualification__choices">
        <label>
          <input type="radio" name={`${id}-locate`} checked={values.locateBy === 'postcode'} onChange={() => set({ locateBy: 'postcode' })} />
          <Trans id="manage.qualification.complete.byPostcode" message="By postcode (the centre of its district)" />
        </label>
        <label>
          <input type="radio" name={`${id}-locate`} checked={values.locateBy === 'point'} onChange={() => set({ locateBy: 'point' })} />
          <Trans id="manage.qualification.complete.byPoint" message="By coordinates" />
        </label>
      </div>
      {values.locateBy === 'postcode' ? (
        <Field id={`${id}-postcode`} label={<Trans id="manage.qualification.complete.postcode" message="Postcode" />} error={errors.postcode ?? errors.location}>
          <input
            id={`${id}-postcode`}
            value={values.postcode}
            autoComplete="postal-code"
            aria-invalid={Boolean(errors.postcode ?? errors.location)}
            aria-describedby={described(`${id}-postcode`, false, errors.postcode ?? errors.location)}
            onChange={(e) => set({ postcode: e.target.value })}
          />
        </Field>
      ) : (
        <div className="qualification__pair">
          <Field id={`${id}-lat`} label={<Trans id="manage.qualification.complete.latitude" message="Latitude" />} error={errors.latitude ?? errors.location}>
            <input
              id={`${id}-lat`}
              inputMode="decimal"
              value={values.latitude}
              aria-invalid={Boolean(errors.latitude ?? errors.location)}
              aria-describedby={described(`${id}-lat`, false, errors.latitude ?? errors.location)}
              onChange={(e) => set({ latitude: e.target.value })}
            />
          </Field>
          <Field id={`${id}-lon`} label={<Trans id="manage.qualification.complete.longitude" message="Longitude" />} error={errors.longitude}>
            <input
              id={`${id}-lon`}
              inputMode="decimal"
              value={values.longitude}
              aria-invalid={Boolean(errors.longitude)}
              aria-describedby={described(`${id}-lon`, false, errors.longitude)}
              onChange={(e) => set({ longitude: e.target.value })}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}

export function VoltageField({ id, values, errors, set, voltages }: FieldsProps & { voltages: readonly VoltageOption[] }) {
  const { i18n } = useLingui();
  return (
    <Field id={`${id}-voltage`} label={<Trans id="manage.qualification.complete.voltage" message="Connection voltage" />} error={errors.voltage_level}>
      <select
        id={`${id}-voltage`}
        value={values.voltage}
        aria-invalid={Boolean(errors.voltage_level)}
        aria-describedby={described(`${id}-voltage`, false, errors.voltage_level)}
        onChange={(e) => set({ voltage: e.target.value })}
      >
        <option value="">{i18n._({ id: 'manage.qualification.complete.voltageChoose', message: 'Choose…' })}</option>
        {voltages.map((v) => (
          <option key={v.value} value={String(v.value)}>
            {v.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CapacityInput({ id, values, errors, set, field }: FieldsProps & { field: CapacityField }) {
  const { i18n } = useLingui();
  return (
    <Field
      id={`${id}-${field}`}
      label={
        <Trans id="manage.qualification.complete.capacity" message="{field} ({unit})" values={{ field: missingFieldText(i18n, field), unit: capacityUnit(field) }} />
      }
      hint={<Trans id="manage.qualification.complete.capacityHint" message="Above 0: a competition this asset lies in needs it." />}
      error={errors[field]}
    >
      <input
        id={`${id}-${field}`}
        inputMode="decimal"
        value={values.capacities[field] ?? ''}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={described(`${id}-${field}`, true, errors[field])}
        onChange={(e) => set({ capacities: { ...values.capacities, [field]: e.target.value } })}
      />
    </Field>
  );
}
