import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { DateField, EmptyState, LoadFailure, PageLoader, useFormat, useLoad } from 'shared-ui';
import { bindingObligations, type Listing, type ListingBody, type Obligation } from '../common/api';
import { todayIn } from '../common/dates';
import { RadioGroupField } from '../common/fields';
import { daysLabel, periodText } from '../common/ListingFacts';
import { mwText } from '../common/numbers';
import { ListingForm, type CommonValues } from './ListingForm';
import { obligationRules, startAfterClose } from './rules';
import { commonBody, commonInitial } from './values';

export interface ObligationValues extends CommonValues {
  obligation?: string;
  transfer_starts_on?: string;
}

/**
 * A flexibility-obligation listing: one of the organisation's obligations that bind today (its
 * window, MW, dates and rates shown), the day the transfer starts (it runs to the obligation's
 * end), then the common terms.
 */
export function ObligationForm({ draft, labelledBy, save, onSaved }: { draft: Listing | null; labelledBy: string; save: (body: ListingBody, publish: boolean) => Promise<Listing>; onSaved: (l: Listing, published: boolean) => void }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const today = todayIn(f.region.timezone);
  const load = useLoad(() => bindingObligations(today), i18n._({ id: 'exchange.obligations.loadFailed', message: 'Your obligations could not be loaded.' }), [today]);
  if (load.result.state === 'failed') return <LoadFailure message={load.result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  if (load.result.state === 'loading') return <PageLoader />;
  const obligations = load.result.value;
  const find = (id: string | undefined) => obligations.find((o) => String(o.id) === id) ?? null;
  if (obligations.length === 0 && !draft)
    return (
      <EmptyState
        title={<Trans id="exchange.obligations.empty.title" message="No obligations to list" />}
        description={
          <Trans id="exchange.obligations.empty.text" message="Only obligations of accepted contracts that bind today can be listed. Accept a contract under Manage, Contracts, then come back." />
        }
        action={
          <Link className="fx-button" to="/manage/flexprovider/contracts">
            <Trans id="exchange.obligations.toContracts" message="Go to contracts" />
          </Link>
        }
      />
    );
  const describe = (o: Obligation) =>
    i18n._({
      id: 'exchange.obligation.choice',
      message: '{window} of {competition} ({operator}), contract {contract}',
      values: { window: o.window_name, competition: o.competition_name, operator: o.system_operator_name, contract: o.contract_reference },
    });
  const hint = (o: Obligation) =>
    i18n._({
      id: 'exchange.obligation.choiceHint',
      message: '{mw}; {start}–{end} on {days}; {period}; availability {availability}, utilisation {utilisation}.',
      values: {
        mw: f.formatCapacity(o.capacity, o.unit) ?? o.capacity,
        start: f.formatClockTime(o.start_time) ?? o.start_time,
        end: f.formatClockTime(o.end_time) ?? o.end_time,
        days: daysLabel(o.service_days, f.region.locale),
        period: periodText(f, o.starts_on, o.ends_on),
        availability: o.availability_rate === null ? '—' : (f.formatMoney(o.availability_rate, o.currency) ?? o.availability_rate),
        utilisation: o.utilisation_rate === null ? '—' : (f.formatMoney(o.utilisation_rate, o.currency) ?? o.utilisation_rate),
      },
    });
  const initial: ObligationValues = {
    ...commonInitial(draft, f.region.timezone, false),
    obligation: draft?.flexibility_obligation ? String(draft.flexibility_obligation.obligation) : undefined,
    transfer_starts_on: draft?.transfer_starts_on,
  };
  return (
    <ListingForm<ObligationValues>
      labelledBy={labelledBy}
      initialValues={initial}
      fieldNames={['obligation', 'transfer_starts_on']}
      currency={obligations[0]?.currency ?? 'GBP'}
      priceLabel={<Trans id="exchange.form.buyNowRate" message="Buy-now price (availability rate, optional)" />}
      rules={(v, closeDay) => ({ ...obligationRules(i18n, v, find(v.obligation)), ...startAfterClose(i18n, 'transfer_starts_on', v.transfer_starts_on, closeDay) })}
      quantity={false}
      save={save}
      onSaved={onSaved}
      toBody={(v, bidding) => ({
        exchange_type: 'flexibility_obligation',
        obligation: Number(v.obligation),
        transfer_starts_on: v.transfer_starts_on ?? '',
        ...commonBody(v, bidding, mwText),
        // The whole obligation goes to one buyer.
        mw: find(v.obligation)?.capacity ?? '0',
      })}
      fields={(v) => {
        const chosen = find(v.obligation);
        return (
          <fieldset>
            <legend>
              <Trans id="exchange.form.obligation" message="Obligation" />
            </legend>
            <RadioGroupField
              name="obligation"
              legend={<Trans id="exchange.form.pickObligation" message="Which obligation do you list?" />}
              choices={obligations.map((o) => ({ value: String(o.id), label: describe(o), hint: hint(o) }))}
              validate={(value) => (value ? undefined : i18n._({ id: 'exchange.form.obligationRequired', message: 'Choose the obligation to list.' }))}
            />
            {chosen ? (
              <p className="fx-field__hint">
                <Trans
                  id="exchange.form.obligationWhole"
                  message="The whole obligation, {mw}, goes to one buyer: bids are for all of it."
                  values={{ mw: f.formatCapacity(chosen.capacity, chosen.unit) ?? chosen.capacity }}
                />
              </p>
            ) : null}
            <DateField
              name="transfer_starts_on"
              required
              label={<Trans id="exchange.form.transferStart" message="First day of the transfer" />}
              hint={
                chosen ? (
                  <Trans
                    id="exchange.form.obligationTransferHint"
                    message="The buyer holds the obligation from this day to its end, {end}."
                    values={{ end: f.formatContractEndDate(chosen.ends_on) ?? chosen.ends_on }}
                  />
                ) : undefined
              }
            />
          </fieldset>
        );
      }}
    />
  );
}
