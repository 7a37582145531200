import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError, type AssetDataField, type AssetDataGap, type FlexAssetPatch, type VoltageOption } from 'shared-session';
import { Modal } from 'shared-ui';
import { completeAsset } from './api';
import { capacityUnit, missingFieldText } from './labels';

type CapacityField = Exclude<AssetDataField, 'location' | 'voltage_level'>;
const isCapacity = (f: AssetDataField): f is CapacityField => f.endsWith('_capacity');

interface Values {
  locateBy: 'postcode' | 'point';
  postcode: string;
  latitude: string;
  longitude: string;
  voltage: string;
  capacities: Partial<Record<CapacityField, string>>;
}

type Errors = Partial<Record<'postcode' | 'latitude' | 'longitude' | 'voltage_level' | 'location' | CapacityField, string>>;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The body completing what is missing, or the problems to fix first (client checks mirror the server's). */
export function completionBody(missing: readonly AssetDataField[], v: Values, t: (key: keyof Errors) => string): { body: FlexAssetPatch } | { errors: Errors } {
  const errors: Errors = {};
  const body: FlexAssetPatch = {};
  if (missing.includes('location')) {
    if (v.locateBy === 'postcode') {
      if (!v.postcode.trim()) errors.postcode = t('postcode');
      else Object.assign(body, { postcode: v.postcode.trim(), location: null });
    } else {
      const lat = Number(v.latitude);
      const lon = Number(v.longitude);
      if (!NUMBER.test(v.latitude.trim()) || lat < -90 || lat > 90) errors.latitude = t('latitude');
      if (!NUMBER.test(v.longitude.trim()) || lon < -180 || lon > 180) errors.longitude = t('longitude');
      if (!errors.latitude && !errors.longitude) body.location = { type: 'Point', coordinates: [lon, lat] };
    }
  }
  if (missing.includes('voltage_level')) {
    if (!v.voltage) errors.voltage_level = t('voltage_level');
    else body.voltage_level = Number(v.voltage);
  }
  for (const field of missing.filter(isCapacity)) {
    const text = (v.capacities[field] ?? '').trim();
    if (!NUMBER.test(text) || Number(text) <= 0) errors[field] = t(field);
    else body[field] = Number(text);
  }
  return Object.keys(errors).length ? { errors } : { body };
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

export interface CompleteDataModalProps {
  asset: AssetDataGap | null;
  voltages: readonly VoltageOption[];
  onClose: () => void;
  onSaved: (asset: AssetDataGap) => void;
}

/**
 * Completes what an asset is missing to qualify: a location (by postcode district or coordinates),
 * its connection voltage (from the reference list), the capacity a competition needs. Saves with
 * PATCH flex/assets/{id}/ (the server re-runs qualification) and shows the server's messages.
 */
export function CompleteDataModal({ asset, voltages, onClose, onSaved }: CompleteDataModalProps) {
  return (
    <Modal open={asset !== null} onClose={onClose} title={<Trans id="manage.qualification.complete.title" message="Complete asset data" />} size="medium">
      {asset ? <CompleteDataForm key={asset.id} asset={asset} voltages={voltages} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function CompleteDataForm({ asset, voltages, onClose, onSaved }: { asset: AssetDataGap; voltages: readonly VoltageOption[]; onClose: () => void; onSaved: (a: AssetDataGap) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<Values>({ locateBy: 'postcode', postcode: asset.postcode, latitude: '', longitude: '', voltage: '', capacities: {} });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const message = (key: keyof Errors): string => {
    switch (key) {
      case 'postcode':
        return i18n._({ id: 'manage.qualification.complete.postcodeRequired', message: 'Enter the postcode, e.g. NE1 4ST.' });
      case 'latitude':
        return i18n._({ id: 'manage.qualification.complete.latitudeInvalid', message: 'Enter the latitude in decimal degrees, between -90 and 90.' });
      case 'longitude':
        return i18n._({ id: 'manage.qualification.complete.longitudeInvalid', message: 'Enter the longitude in decimal degrees, between -180 and 180.' });
      case 'voltage_level':
        return i18n._({ id: 'manage.qualification.complete.voltageRequired', message: 'Choose the connection voltage.' });
      default:
        return i18n._({ id: 'manage.qualification.complete.capacityInvalid', message: 'Enter a capacity above 0, e.g. 1.5.' });
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = completionBody(asset.missing, values, message);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await completeAsset(asset.id, checked.body);
      onSaved(asset);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      const known: Errors = {};
      for (const key of ['postcode', 'location', 'voltage_level', 'active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity'] as const) {
        if (fields[key]?.length) known[key] = fields[key].join(' ');
      }
      setErrors(known);
      setFailure(errorMessage(error, i18n._({ id: 'manage.qualification.complete.failed', message: 'The asset could not be saved. Please try again.' })));
    } finally {
      setSaving(false);
    }
  }

  const missing = asset.missing;
  return (
    <form className="qualification__form" onSubmit={(e) => void submit(e)} noValidate>
      <p>
        <Trans
          id="manage.qualification.complete.intro"
          message="{ref} {name} is missing: {fields}. Once saved, its qualification is checked again."
          values={{ ref: asset.ref, name: asset.name, fields: missing.map((f) => missingFieldText(i18n, f)).join(', ') }}
        />
      </p>
      {missing.includes('location') ? (
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
      ) : null}
      {missing.includes('voltage_level') ? (
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
      ) : null}
      {missing.filter(isCapacity).map((field) => (
        <Field
          key={field}
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
      ))}
      {failure ? (
        <p className="qualification__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="qualification__buttons">
        <button type="button" className="fx-button fx-button--secondary" onClick={onClose}>
          <Trans id="manage.qualification.complete.cancel" message="Cancel" />
        </button>
        <button type="submit" className="fx-button fx-button--primary" disabled={saving}>
          {saving ? <Trans id="manage.qualification.complete.saving" message="Saving…" /> : <Trans id="manage.qualification.complete.save" message="Save" />}
        </button>
      </div>
    </form>
  );
}
