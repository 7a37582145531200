import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { CurrencyField, DecimalField, DropdownField, Modal, TextField, notBlank } from 'shared-ui';
import { createAgreement, type Agreement, type AgreementBody } from '../common/api';
import { submissionErrors } from '../common/errors';
import { mwText, priceText } from '../common/numbers';

interface AgreementValues {
  agreement_number?: string;
  unit_id?: string;
  agreement_type?: AgreementBody['agreement_type'];
  delivery_year?: string;
  de_rated_mw?: string;
  clear_price?: string;
}

const FIELDS = ['agreement_number', 'unit_id', 'agreement_type', 'delivery_year', 'de_rated_mw', 'clear_price'];

/** Adds a capacity-market agreement the organisation holds (as on the Capacity Market Register). */
export function AgreementDialog({ onClose, onDone }: { onClose: () => void; onDone: (agreement: Agreement) => void }) {
  const { i18n } = useLingui();
  const fallback = i18n._({ id: 'exchange.failed', message: 'That did not work. Please try again.' });
  const year = (value: unknown) =>
    typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? undefined : i18n._({ id: 'exchange.agreement.yearFormat', message: 'Enter the year the delivery year starts, e.g. 2027.' });
  const submit = async (values: AgreementValues) => {
    try {
      onDone(
        await createAgreement({
          agreement_number: (values.agreement_number ?? '').trim(),
          unit_id: (values.unit_id ?? '').trim(),
          agreement_type: values.agreement_type ?? 'T-4',
          delivery_year: Number(values.delivery_year),
          de_rated_mw: mwText(values.de_rated_mw ?? ''),
          clear_price: priceText(values.clear_price ?? ''),
        }),
      );
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, FIELDS, fallback);
    }
  };
  return (
    <Form<AgreementValues> onSubmit={submit} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          title={<Trans id="exchange.agreement.title" message="Add a capacity-market agreement" />}
          footer={
            <>
              <button type="button" className="fx-button" onClick={onClose} disabled={submitting}>
                <Trans id="exchange.cancel" message="Cancel" />
              </button>
              <button type="submit" form="ex-agreement" className="fx-button fx-button--primary" disabled={submitting} aria-busy={submitting}>
                <Trans id="exchange.agreement.add" message="Add agreement" />
              </button>
            </>
          }
        >
          <form id="ex-agreement" className="ex-form" onSubmit={(e) => void handleSubmit(e)} noValidate>
            <p>
              <Trans id="exchange.agreement.text" message="Enter the agreement as the Capacity Market Register shows it. Prices are per kW per year." />
            </p>
            <TextField name="agreement_number" required validate={notBlank} label={<Trans id="exchange.agreement.number" message="Agreement number" />} />
            <TextField name="unit_id" required validate={notBlank} label={<Trans id="exchange.agreement.unit" message="Unit id" />} />
            <DropdownField
              name="agreement_type"
              required
              label={<Trans id="exchange.agreement.type" message="Auction" />}
              items={[
                { value: 'T-4', label: i18n._({ id: 'exchange.agreement.t4', message: 'T-4 (four years ahead)' }) },
                { value: 'T-1', label: i18n._({ id: 'exchange.agreement.t1', message: 'T-1 (one year ahead)' }) },
              ]}
            />
            <TextField
              name="delivery_year"
              required
              inputMode="numeric"
              validate={year}
              label={<Trans id="exchange.agreement.year" message="Delivery year starts (1 October of)" />}
              hint={<Trans id="exchange.agreement.yearHint" message="2027 means 1 October 2027 to 30 September 2028." />}
            />
            <DecimalField name="de_rated_mw" decimalPlaces={5} unit="MW" required label={<Trans id="exchange.agreement.mw" message="De-rated capacity" />} />
            <CurrencyField name="clear_price" currency="GBP" required label={<Trans id="exchange.agreement.clear" message="Clearing price (per kW per year)" />} />
            {typeof submitError === 'string' ? (
              <p role="alert" className="ex-error">
                {submitError}
              </p>
            ) : null}
          </form>
        </Modal>
      )}
    </Form>
  );
}
