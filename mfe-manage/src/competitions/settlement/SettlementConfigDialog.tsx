import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { errorMessage, isApiError } from 'shared-session';
import { DecimalField, DropdownField, Modal, TextField, TimeField } from 'shared-ui';
import { CheckboxField } from '../create/fields';
import { saveSettlementConfig, type SettlementConfig, type SettlementSettings } from './api';
import { bodyOf, valuesOf, type ConfigValues } from './values';

interface Props {
  open: boolean;
  settings: SettlementSettings;
  onClose: () => void;
  onSaved: (settings: SettlementSettings) => void;
}

const wholeNumber = (i18n: I18n, min: number, max: number) => (v: unknown) => {
  const text = typeof v === 'string' ? v.trim() : '';
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max
    ? undefined
    : i18n._({ id: 'settlementTerms.form.wholeNumber', message: 'Enter a whole number from {min} to {max}.', values: { min, max } });
};

/** Changes a competition's settlement configuration (`PUT performance/settlementconfig/{competition}/`). */
export function SettlementConfigDialog({ open, settings, onClose, onSaved }: Props) {
  const { i18n } = useLingui();

  const onSubmit = async (values: ConfigValues): Promise<SubmissionErrors | undefined> => {
    const body: SettlementConfig = bodyOf(values, settings.config);
    try {
      onSaved(await saveSettlementConfig(settings.competition, body));
      return undefined;
    } catch (error) {
      const fallback = i18n._({ id: 'settlementTerms.form.failed', message: 'The settlement terms could not be saved. Please try again.' });
      const fields = isApiError(error) ? error.fieldErrors : {};
      const first = Object.values(fields).flat()[0];
      return { [FORM_ERROR]: typeof first === 'string' ? first : errorMessage(error, fallback) };
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={<Trans id="settlementTerms.form.title" message="Change settlement terms" />}>
      <Form<ConfigValues> onSubmit={onSubmit} initialValues={valuesOf(settings.config)}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate className="competition-settlement-form" aria-busy={submitting}>
            {settings.published ? (
              <p>
                <Trans id="settlementTerms.form.newVersion" message="A report has been published: saving makes a new version, used by the runs from now on." />
              </p>
            ) : null}
            {submitError ? (
              <p className="competitions-page__error" role="alert">
                {String(submitError)}
              </p>
            ) : null}
            <DropdownField
              name="interval_minutes"
              required
              label={<Trans id="settlementTerms.form.interval" message="Settlement period" />}
              items={[30, 15].map((m) => ({ value: String(m), label: i18n._({ id: 'settlementTerms.minutes', message: '{minutes} minutes', values: { minutes: m } }) }))}
            />
            <DropdownField
              name="method"
              required
              label={<Trans id="settlementTerms.form.method" message="Baseline method" />}
              items={[
                { value: 'historical', label: i18n._({ id: 'settlementTerms.form.historical', message: 'Historical (X of Y days)' }) },
                { value: 'nominated', label: i18n._({ id: 'settlementTerms.form.nominated', message: 'Nominated by the provider' }) },
                { value: 'fixed', label: i18n._({ id: 'settlementTerms.form.fixed', message: 'Fixed' }) },
              ]}
            />
            <BaselineFields values={values} />
            <DropdownField
              name="performance_method"
              required
              label={<Trans id="settlementTerms.fact.performance" message="Performance ratio" />}
              items={[
                { value: 'energy_ratio', label: i18n._({ id: 'settlementTerms.performance.energy', message: 'Delivered energy ÷ instructed energy' }) },
                { value: 'period_average', label: i18n._({ id: 'settlementTerms.performance.average', message: 'Mean of each period’s delivered ÷ instructed' }) },
              ]}
            />
            <DecimalField name="min_performance_ratio" required decimalPlaces={3} label={<Trans id="settlementTerms.form.minimum" message="Minimum performance ratio (0 to 1)" />} />
            <DecimalField name="penalty_rate" decimalPlaces={6} label={<Trans id="settlementTerms.form.penalty" message="Penalty per MWh not delivered (empty: none)" />} />
            <DropdownField
              name="invoice_mode"
              required
              label={<Trans id="settlementTerms.fact.invoices" message="Invoices" />}
              items={[
                { value: 'self_billed', label: i18n._({ id: 'settlementTerms.invoice.selfBilled', message: 'Self-billed by the system operator' }) },
                { value: 'provider_issued', label: i18n._({ id: 'settlementTerms.invoice.provider', message: 'Issued by the flex provider from the platform' }) },
              ]}
            />
            <DecimalField name="vat_rate_percent" required decimalPlaces={2} label={<Trans id="settlementTerms.form.vat" message="VAT rate (%)" />} />
            <div className="fx-button-row">
              <button type="button" className="fx-button" onClick={onClose}>
                <Trans id="settlementTerms.form.cancel" message="Cancel" />
              </button>
              <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
                {submitting ? <Trans id="settlementTerms.form.saving" message="Saving…" /> : <Trans id="settlementTerms.form.save" message="Save settlement terms" />}
              </button>
            </div>
          </form>
        )}
      </Form>
    </Modal>
  );
}

/** The parameters of the chosen baseline method: X of Y and the same-day adjustment, the nomination lock, or the fixed level. */
function BaselineFields({ values }: { values: ConfigValues }) {
  const { i18n } = useLingui();
  return (
    <>
            {values.method === 'historical' ? (
              <>
                <TextField name="days_used" required inputMode="numeric" validate={wholeNumber(i18n, 1, 30)} label={<Trans id="settlementTerms.form.daysUsed" message="Days averaged (X)" />} />
                <TextField
                  name="days_considered"
                  required
                  inputMode="numeric"
                  validate={wholeNumber(i18n, 1, 30)}
                  label={<Trans id="settlementTerms.form.daysConsidered" message="Previous days of the same type considered (Y)" />}
                />
                <DropdownField
                  name="day_selection"
                  required
                  label={<Trans id="settlementTerms.form.selection" message="Which X days" />}
                  items={[
                    { value: 'highest', label: i18n._({ id: 'settlementTerms.selection.highest', message: 'highest days' }) },
                    { value: 'most_recent', label: i18n._({ id: 'settlementTerms.selection.recent', message: 'most recent days' }) },
                  ]}
                />
                <CheckboxField name="adjust" label={<Trans id="settlementTerms.form.adjust" message="Same-day adjustment" />} />
                {values.adjust ? (
                  <>
                    <TextField name="measure_minutes" required inputMode="numeric" validate={wholeNumber(i18n, 15, 480)} label={<Trans id="settlementTerms.form.measure" message="Measured over (minutes)" />} />
                    <TextField name="gap_minutes" required inputMode="numeric" validate={wholeNumber(i18n, 0, 480)} label={<Trans id="settlementTerms.form.gap" message="Ending before the event (minutes)" />} />
                    <CheckboxField name="positive_only" label={<Trans id="settlementTerms.form.positiveOnly" message="Only ever raise the baseline" />} />
                    <CheckboxField name="storage_exempt" label={<Trans id="settlementTerms.form.storageExempt" message="No adjustment for storage" />} />
                  </>
                ) : null}
              </>
            ) : null}
            {values.method === 'nominated' ? (
              <>
                <TimeField name="lock_time" required label={<Trans id="settlementTerms.form.lockTime" message="Nominations lock at" />} />
                <TextField name="lock_days_before" required inputMode="numeric" validate={wholeNumber(i18n, 0, 7)} label={<Trans id="settlementTerms.form.lockDays" message="Days before delivery" />} />
              </>
            ) : null}
            {values.method === 'fixed' ? (
              <DropdownField
                name="profile"
                required
                label={<Trans id="settlementTerms.form.profile" message="Fixed at" />}
                items={[
                  { value: 'zero', label: i18n._({ id: 'settlementTerms.baseline.zero', message: 'Fixed at zero' }) },
                  { value: 'capacity', label: i18n._({ id: 'settlementTerms.baseline.capacity', message: 'Fixed at the asset’s capacity' }) },
                ]}
              />
            ) : null}
    </>
  );
}
