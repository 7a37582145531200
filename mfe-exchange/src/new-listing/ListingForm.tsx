import { useRef, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { CurrencyField, DecimalField, TextAreaField, useFormat } from 'shared-ui';
import type { Listing, ListingBody } from '../common/api';
import { submissionErrors } from '../common/errors';
import { CheckboxField, utcOf, ZonedDateTimeField } from '../common/fields';
import { biddingRule, type RuleErrors } from './rules';

/** What every kind of listing's form holds besides its own fields (quantities as typed: MW, or kW for a load modification). */
export interface CommonValues {
  mw?: string;
  min_fill_mw?: string;
  bidding_opens?: string;
  bidding_closes?: string;
  sealed?: boolean;
  buy_now_price?: string;
  notes?: string;
}

export interface ListingFormProps<V extends CommonValues> {
  /** The form's accessible name. */
  labelledBy: string;
  initialValues: V;
  /** The names of the kind's own fields (server messages on them land there). */
  fieldNames: readonly string[];
  /** The kind's own fields (above the common ones); they see the values as typed. */
  fields: (values: V) => ReactNode;
  /** The kind's rules on the values as typed, each message on its field; `closeDay` is the day bidding closes (YYYY-MM-DD) once typed. */
  rules: (values: V, closeDay: string | null) => RuleErrors;
  /** false: the kind fixes the quantity itself (an obligation is listed whole), so its fields are not shown. */
  quantity?: boolean;
  /** The request body from the values (the screen adds publish and the lister). */
  toBody: (values: V, bidding: { opens: string; closes: string }) => ListingBody;
  /** Saves the body: creates the listing or changes the draft. */
  save: (body: ListingBody, publish: boolean) => Promise<Listing>;
  onSaved: (listing: Listing, published: boolean) => void;
  /** The body's field names that the form shows under another name (e.g. transfer_ends_on as the last day). */
  renamed?: Readonly<Record<string, string>>;
  /** kW instead of MW for the quantities (load modifications). */
  kw?: boolean;
  /** A buy-now price must be given (load modifications' asking price). */
  priceRequired?: boolean;
  priceLabel: ReactNode;
  currency: string;
}

const COMMON_FIELDS = ['mw', 'min_fill_mw', 'bidding_opens', 'bidding_closes', 'sealed', 'buy_now_price', 'notes'];

/**
 * The form every kind of listing shares: the kind's own fields, then quantity and smallest fill,
 * bidding opening and closing (typed on the region's clock, sent in UTC), sealed bids, the
 * buy-now price and notes; "Save as draft" or "Publish". The rules are checked as the lister types;
 * the server's messages land on the same fields.
 */
export function ListingForm<V extends CommonValues>(props: ListingFormProps<V>) {
  const { i18n } = useLingui();
  const { region } = useFormat();
  const zone = region.timezone;
  const intent = useRef<'draft' | 'publish'>('draft');
  const fallback = i18n._({ id: 'exchange.failed', message: 'That did not work. Please try again.' });
  const unit = props.kw ? 'kW' : 'MW';

  const validate = (values: V) => {
    const closes = utcOf(values.bidding_closes, zone);
    const closeDay = closes && values.bidding_closes ? values.bidding_closes.trim().slice(0, 10) : null;
    const errors: RuleErrors = { ...props.rules(values, closeDay), ...biddingRule(i18n, utcOf(values.bidding_opens, zone), utcOf(values.bidding_closes, zone)) };
    return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
  };

  const submit = async (values: V) => {
    const opens = utcOf(values.bidding_opens, zone) ?? '';
    const closes = utcOf(values.bidding_closes, zone) ?? '';
    const publish = intent.current === 'publish';
    try {
      const listing = await props.save(props.toBody(values, { opens, closes }), publish);
      props.onSaved(listing, publish);
      return undefined;
    } catch (failure) {
      const names = [...props.fieldNames, ...COMMON_FIELDS];
      const renamed = props.renamed ?? {};
      const errors = submissionErrors(failure, [...names, ...Object.keys(renamed)], fallback);
      for (const [from, to] of Object.entries(renamed)) {
        if (errors[from]) {
          errors[to] = errors[from];
          delete errors[from];
        }
      }
      return errors;
    }
  };

  return (
    <Form<V> onSubmit={submit} initialValues={props.initialValues} validate={validate} subscription={{ submitting: true, submitError: true, values: true }}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form className="ex-form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby={props.labelledBy}>
          {props.fields(values)}
          {props.quantity === false ? null : (
          <fieldset>
            <legend>
              <Trans id="exchange.form.quantity" message="Quantity" />
            </legend>
            <div className="ex-grid">
              <DecimalField
                name="mw"
                decimalPlaces={props.kw ? 2 : 5}
                unit={unit}
                required
                label={props.kw ? <Trans id="exchange.form.kw" message="Turn-down offered" /> : <Trans id="exchange.form.mw" message="MW to transfer" />}
              />
              <DecimalField
                name="min_fill_mw"
                decimalPlaces={props.kw ? 2 : 5}
                unit={unit}
                label={<Trans id="exchange.form.minFill" message="Smallest part one bid may take" />}
                hint={<Trans id="exchange.form.minFillHint" message="Leave empty to sell only the whole quantity to one bidder." />}
              />
            </div>
          </fieldset>
          )}
          <fieldset>
            <legend>
              <Trans id="exchange.form.bidding" message="Bidding" />
            </legend>
            <ZonedDateTimeField name="bidding_opens" required label={<Trans id="exchange.form.opens" message="Bidding opens" />} />
            <ZonedDateTimeField name="bidding_closes" required label={<Trans id="exchange.form.closes" message="Bidding closes" />} />
            <CheckboxField
              name="sealed"
              label={<Trans id="exchange.form.sealed" message="Sealed bids" />}
              hint={<Trans id="exchange.form.sealedHint" message="Each bidder sees only its own bid. Untick to show everyone the number of bids and the best price." />}
            />
            <CurrencyField name="buy_now_price" currency={props.currency} required={props.priceRequired} label={props.priceLabel} />
          </fieldset>
          <TextAreaField name="notes" maxLength={2000} label={<Trans id="exchange.form.notes" message="Notes for bidders" />} />
          {typeof submitError === 'string' ? (
            <p role="alert" className="ex-error">
              {submitError}
            </p>
          ) : null}
          <div className="ex-actions">
            <button type="submit" className="fx-button" disabled={submitting} onClick={() => (intent.current = 'draft')}>
              <Trans id="exchange.form.saveDraft" message="Save as draft" />
            </button>
            <button type="submit" className="fx-button fx-button--primary" disabled={submitting} aria-busy={submitting} onClick={() => (intent.current = 'publish')}>
              <Trans id="exchange.form.publish" message="Publish" />
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
