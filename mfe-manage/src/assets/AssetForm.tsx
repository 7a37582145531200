/**
 * Create or edit an asset (react-final-form): ref, name, type and category, status, connection
 * voltage from the reference list, the four capacities (not below 0), meter ids and the location
 * (postcode or point). The same rules run on the server; its per-field messages land on their
 * fields, anything else above the form. Saving re-runs the asset's qualification on the server.
 */
import { useMemo, useRef, useEffect } from 'react';
import { Form, useFormState } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import { errorMessage, isApiError, type FlexAsset } from 'shared-session';
import { DecimalField, DropdownField, Notification, TextField, useFormat } from 'shared-ui';
import { CAPACITY_FIELDS, capacityLabel, statusOptions, typeOptions } from './labels';
import { LocationFields } from './LocationFields';
import { locationField, toBody, type AssetFormValues } from './model';
import { nonNegative } from './validators';

export interface AssetFormProps {
  initialValues: AssetFormValues;
  voltages: readonly number[];
  /** Sends the body (POST or PATCH) and answers the saved asset. */
  save: (body: ReturnType<typeof toBody>) => Promise<FlexAsset>;
  onSaved: (asset: FlexAsset) => void;
  onCancel: () => void;
  submitLabel: string;
}

const FIELDS = new Set([
  'ref', 'name', 'asset_type', 'asset_category', 'status', 'voltage_level', 'export_meter_id', 'import_meter_id', 'postcode', ...CAPACITY_FIELDS,
]);

/** A 400's field messages on the form's fields (`location` on the chosen way of locating); the rest above the form. */
export function submissionErrors(error: unknown, values: AssetFormValues, fallback: string): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || Object.keys(error.fieldErrors).length === 0) return { [FORM_ERROR]: errorMessage(error, fallback) };
  const out: Record<string, string> = {};
  const general: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const text = messages.join(' ');
    if (field === 'location') out[locationField(values)] = text;
    else if (FIELDS.has(field)) out[field] = text;
    else general.push(field === 'detail' || field === 'non_field_errors' ? text : `${field}: ${text}`);
  }
  if (general.length) out[FORM_ERROR] = general.join(' ');
  return out;
}

function FormProblem() {
  const { i18n } = useLingui();
  const state = useFormState({ subscription: { submitError: true, submitFailed: true, hasSubmitErrors: true, hasValidationErrors: true, submitting: true } });
  const ref = useRef<HTMLDivElement>(null);
  const show = state.submitFailed && !state.submitting;
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show]);
  if (!show) return null;
  const text = typeof state.submitError === 'string' ? state.submitError : undefined;
  return (
    <div ref={ref} tabIndex={-1} className="assets-form__problem">
      <Notification
        kind="error"
        title={i18n._({ id: 'manage.assets.form.problem', message: 'The asset was not saved. Correct the fields marked below.' })}
        text={text}
      />
    </div>
  );
}

export function AssetForm({ initialValues, voltages, save, onSaved, onCancel, submitLabel }: AssetFormProps) {
  const { i18n } = useLingui();
  const types = useMemo(() => typeOptions(i18n), [i18n]);
  const statuses = useMemo(() => statusOptions(i18n), [i18n]);
  const format = useFormat();
  const voltageItems = useMemo(() => voltages.map((v) => ({ value: v, label: format.formatKv(v) ?? '' })), [voltages, format]);
  const failed = i18n._({ id: 'manage.assets.form.saveFailed', message: 'The asset could not be saved.' });

  return (
    <Form<AssetFormValues>
      initialValues={initialValues}
      onSubmit={async (values) => {
        try {
          onSaved(await save(toBody(values)));
          return undefined;
        } catch (error) {
          return submissionErrors(error, values, failed);
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form className="assets-form" onSubmit={(e) => void handleSubmit(e)} noValidate>
          <FormProblem />
          <fieldset>
            <legend>
              <Trans id="manage.assets.form.details" message="The asset" />
            </legend>
            <div className="assets-form__grid">
              <TextField name="ref" required label={<Trans id="manage.assets.form.ref" message="Reference" />} hint={<Trans id="manage.assets.form.refHint" message="Your own reference, unique among your assets." />} />
              <TextField name="name" required label={<Trans id="manage.assets.form.name" message="Name" />} />
              <DropdownField name="asset_type" required items={types} label={<Trans id="manage.assets.form.type" message="Type" />} />
              <DropdownField name="asset_category" required items={types} label={<Trans id="manage.assets.form.category" message="Category" />} />
              <DropdownField name="status" required items={statuses} label={<Trans id="manage.assets.form.status" message="Status" />} />
              <DropdownField
                name="voltage_level"
                required
                items={voltageItems}
                label={<Trans id="manage.assets.form.voltage" message="Connection voltage" />}
                hint={<Trans id="manage.assets.form.voltageHint" message="Competitions take assets within their voltage range." />}
              />
            </div>
          </fieldset>
          <fieldset>
            <legend>
              <Trans id="manage.assets.form.capacities" message="Capacities" />
            </legend>
            <div className="assets-form__grid">
              {CAPACITY_FIELDS.map((field) => (
                <DecimalField key={field} name={field} decimalPlaces={5} validate={nonNegative} label={capacityLabel(i18n, field)} />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>
              <Trans id="manage.assets.form.meters" message="Meters" />
            </legend>
            <div className="assets-form__grid">
              <TextField name="export_meter_id" label={<Trans id="manage.assets.form.exportMeter" message="Export meter id" />} />
              <TextField name="import_meter_id" label={<Trans id="manage.assets.form.importMeter" message="Import meter id" />} />
            </div>
          </fieldset>
          <LocationFields />
          <div className="assets-form__actions">
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
              {submitting ? <Trans id="manage.assets.form.saving" message="Saving…" /> : submitLabel}
            </button>
            <button type="button" className="fx-button" onClick={onCancel} disabled={submitting}>
              <Trans id="manage.assets.form.cancel" message="Cancel" />
            </button>
          </div>
        </form>
      )}
    />
  );
}
