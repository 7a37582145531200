import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { CurrencyField, DateField, LoadFailure, PageLoader, useFormat, useLoad } from 'shared-ui';
import { allAgreements, type Agreement, type Listing, type ListingBody } from '../common/api';
import { deliveryYear, lastDayOf, nextDay } from '../common/dates';
import { RadioGroupField } from '../common/fields';
import { mwText, priceText } from '../common/numbers';
import { AgreementDialog } from './AgreementDialog';
import { ListingForm, type CommonValues } from './ListingForm';
import { capacityRules, startAfterClose } from './rules';
import { commonBody, commonInitial } from './values';

export interface CapacityValues extends CommonValues {
  agreement?: string;
  guide_price?: string;
  transfer_starts_on?: string;
  transfer_last_day?: string;
}

/** Selects a value in the form from outside its fields (the agreement just added). */
function Select({ name, value }: { name: string; value: string | null }) {
  const form = useForm();
  useEffect(() => {
    if (value !== null) form.change(name, value);
  }, [form, name, value]);
  return null;
}

/**
 * A capacity-market listing: one of the organisation's agreements (or a new one added here), the
 * guide price, the MW and the transfer dates inside the delivery year, then the common terms.
 */
export function CapacityMarketForm({ draft, labelledBy, save, onSaved }: { draft: Listing | null; labelledBy: string; save: (body: ListingBody, publish: boolean) => Promise<Listing>; onSaved: (l: Listing, published: boolean) => void }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const load = useLoad(allAgreements, i18n._({ id: 'exchange.agreements.loadFailed', message: 'Your agreements could not be loaded.' }), []);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  if (load.result.state === 'failed') return <LoadFailure message={load.result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  if (load.result.state === 'loading') return <PageLoader />;
  const agreements = load.result.value;
  const find = (id: string | undefined) => agreements.find((a) => String(a.id) === id) ?? null;
  const cm = draft?.capacity_market ?? null;
  const initial: CapacityValues = {
    ...commonInitial(draft, f.region.timezone, false),
    agreement: cm ? String(cm.agreement) : undefined,
    guide_price: cm?.guide_price,
    transfer_starts_on: draft?.transfer_starts_on,
    transfer_last_day: draft ? lastDayOf(draft.transfer_ends_on) : undefined,
  };
  const describe = (a: Agreement) =>
    i18n._({
      id: 'exchange.agreement.choice',
      message: '{number} ({type}), unit {unit}, delivery year {year}/{next}',
      values: { number: a.agreement_number, type: a.agreement_type, unit: a.unit_id, year: a.delivery_year, next: a.delivery_year + 1 },
    });
  const hint = (a: Agreement) =>
    i18n._({
      id: 'exchange.agreement.choiceHint',
      message: 'De-rated {mw}; free to list {available}; clearing price {price} per kW per year.',
      values: { mw: f.formatCapacity(a.de_rated_mw, 'MW') ?? a.de_rated_mw, available: f.formatCapacity(a.available_mw, 'MW') ?? a.available_mw, price: f.formatMoney(a.clear_price, 'GBP') ?? a.clear_price },
    }) + (a.commissioned ? '' : ` ${i18n._({ id: 'exchange.agreement.notCommissioned', message: 'Not commissioned yet: it cannot be listed.' })}`);

  return (
    <>
      <ListingForm<CapacityValues>
        labelledBy={labelledBy}
        initialValues={initial}
        fieldNames={['agreement', 'guide_price', 'transfer_starts_on', 'transfer_last_day']}
        renamed={{ transfer_ends_on: 'transfer_last_day' }}
        currency="GBP"
        priceLabel={<Trans id="exchange.form.buyNowKwYear" message="Buy-now price (per kW per year, optional)" />}
        rules={(v, closeDay) => ({ ...capacityRules(i18n, v, find(v.agreement)), ...startAfterClose(i18n, 'transfer_starts_on', v.transfer_starts_on, closeDay) })}
        save={save}
        onSaved={onSaved}
        toBody={(v, bidding) => ({
          exchange_type: 'capacity_market',
          agreement: Number(v.agreement),
          guide_price: priceText(v.guide_price ?? ''),
          transfer_starts_on: v.transfer_starts_on ?? '',
          // The API keeps the first day after the transfer, as every stored end date.
          transfer_ends_on: v.transfer_last_day ? nextDay(v.transfer_last_day) : '',
          ...commonBody(v, bidding, mwText),
        })}
        fields={(v) => {
          const chosen = find(v.agreement);
          const year = chosen ? deliveryYear(chosen.delivery_year) : null;
          return (
            <>
              <Select name="agreement" value={added} />
              <fieldset>
                <legend>
                  <Trans id="exchange.form.agreement" message="Agreement" />
                </legend>
                {agreements.length === 0 ? (
                  <p>
                    <Trans id="exchange.form.noAgreements" message="Your organisation has no capacity-market agreements here yet. Add the one you want to list." />
                  </p>
                ) : (
                  <RadioGroupField
                    name="agreement"
                    legend={<Trans id="exchange.form.pickAgreement" message="Which agreement do you list?" />}
                    choices={agreements.map((a) => ({ value: String(a.id), label: describe(a), hint: hint(a) }))}
                    validate={(value) => (value ? undefined : i18n._({ id: 'exchange.form.agreementRequired', message: 'Choose the agreement to list, or add one.' }))}
                  />
                )}
                <button type="button" className="fx-button" onClick={() => setAdding(true)}>
                  <Trans id="exchange.form.addAgreement" message="Add an agreement" />
                </button>
              </fieldset>
              <fieldset>
                <legend>
                  <Trans id="exchange.form.transfer" message="Transfer" />
                </legend>
                <CurrencyField
                  name="guide_price"
                  currency="GBP"
                  required
                  label={<Trans id="exchange.form.guide" message="Guide price (per kW per year)" />}
                  hint={<Trans id="exchange.form.guideHint" message="The net price you expect a buyer to keep; bidders see it." />}
                />
                <div className="ex-grid">
                  <DateField name="transfer_starts_on" required label={<Trans id="exchange.form.transferStart" message="First day of the transfer" />} />
                  <DateField name="transfer_last_day" required label={<Trans id="exchange.form.transferEnd" message="Last day of the transfer" />} />
                </div>
                <p className="fx-field__hint">
                  {year ? (
                    <Trans
                      id="exchange.form.transferHint"
                      message="From one day to the whole delivery year, inside it: {from} to {to}. You keep none of the agreement or at least 1 MW."
                      values={{ from: f.formatCalendarDate(year.starts) ?? year.starts, to: f.formatCalendarDate(year.last) ?? year.last }}
                    />
                  ) : (
                    <Trans id="exchange.form.transferHintNone" message="From one day to the whole delivery year (1 October to 30 September), inside it." />
                  )}
                </p>
              </fieldset>
            </>
          );
        }}
      />
      {adding ? (
        <AgreementDialog
          onClose={() => setAdding(false)}
          onDone={(a) => {
            load.update((all) => [...all, a]);
            setAdded(String(a.id));
            setAdding(false);
          }}
        />
      ) : null}
    </>
  );
}
