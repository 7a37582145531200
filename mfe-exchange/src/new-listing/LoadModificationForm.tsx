import { Trans, useLingui } from '@lingui/react';
import { DropdownField, LoadFailure, PageLoader, TextField, TimeField, useFormat, useLoad } from 'shared-ui';
import { allGspRegions, type Listing, type ListingBody } from '../common/api';
import { lastDayOf } from '../common/dates';
import { MEASUREMENT_METHODS, measurementLabel, type MeasurementMethod } from '../common/labels';
import { kwToMw, parseDecimal, priceText } from '../common/numbers';
import { ListingForm, type CommonValues } from './ListingForm';
import { loadModificationRules, startAfterClose } from './rules';
import { commonBody, commonInitial } from './values';

export interface LoadModificationValues extends CommonValues {
  gsp_region?: number;
  substation?: string;
  start_time?: string;
  end_time?: string;
  first_month?: string;
  last_month?: string;
  measurement_method?: MeasurementMethod;
}

/**
 * A load-modification listing: the GSP region (and optionally the substation), the kW of
 * turn-down (sent as MW), the daily window, the first and last month of delivery, how delivery is
 * measured and the asking price per kW per month, then the common terms.
 */
export function LoadModificationForm({ draft, labelledBy, save, onSaved }: { draft: Listing | null; labelledBy: string; save: (body: ListingBody, publish: boolean) => Promise<Listing>; onSaved: (l: Listing, published: boolean) => void }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const load = useLoad(allGspRegions, i18n._({ id: 'exchange.gsp.loadFailed', message: 'The GSP regions could not be loaded.' }), []);
  if (load.result.state === 'failed') return <LoadFailure message={load.result.message} retry={{ label: <Trans id="exchange.retry" message="Try again" />, onRetry: load.reload }} />;
  if (load.result.state === 'loading') return <PageLoader />;
  const regions = [...load.result.value].sort((a, b) => a.name.localeCompare(b.name));
  const lm = draft?.load_modification ?? null;
  const initial: LoadModificationValues = {
    ...commonInitial(draft, f.region.timezone, true),
    gsp_region: lm?.gsp_region,
    substation: lm?.substation ?? undefined,
    start_time: lm?.start_time,
    end_time: lm?.end_time,
    first_month: draft ? draft.transfer_starts_on.slice(0, 7) : undefined,
    last_month: draft ? lastDayOf(draft.transfer_ends_on).slice(0, 7) : undefined,
    measurement_method: lm?.measurement_method,
  };
  const month = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value.trim()) ? undefined : i18n._({ id: 'exchange.rule.month', message: 'Enter a month as YYYY-MM.' });
  const kw = (typed: string) => kwToMw(parseDecimal(typed) ?? 0);
  return (
    <ListingForm<LoadModificationValues>
      labelledBy={labelledBy}
      initialValues={initial}
      fieldNames={['gsp_region', 'substation', 'start_time', 'end_time', 'first_month', 'last_month', 'measurement_method']}
      kw
      priceRequired
      currency="GBP"
      priceLabel={<Trans id="exchange.form.asking" message="Asking price (per kW per month)" />}
      rules={(v, closeDay) => ({ ...loadModificationRules(i18n, v), ...startAfterClose(i18n, 'first_month', v.first_month ? `${v.first_month}-01` : undefined, closeDay) })}
      save={save}
      onSaved={onSaved}
      toBody={(v, bidding) => ({
        exchange_type: 'load_modification',
        gsp_region: Number(v.gsp_region),
        substation: v.substation?.trim() ? v.substation.trim() : null,
        start_time: v.start_time ?? '',
        end_time: v.end_time ?? '',
        first_month: v.first_month?.trim() ?? '',
        last_month: v.last_month?.trim() ?? '',
        measurement_method: v.measurement_method ?? 'half_hourly_baseline',
        ...commonBody(v, bidding, kw),
        buy_now_price: priceText(v.buy_now_price ?? ''),
      })}
      fields={() => (
        <fieldset>
          <legend>
            <Trans id="exchange.form.where" message="Where and when" />
          </legend>
          <DropdownField
            name="gsp_region"
            required
            label={<Trans id="exchange.form.gsp" message="GSP region" />}
            items={regions.map((r) => ({ value: r.id, label: r.name }))}
          />
          <TextField name="substation" label={<Trans id="exchange.form.substation" message="Substation (optional)" />} />
          <div className="ex-grid">
            <TimeField name="start_time" required label={<Trans id="exchange.form.windowStart" message="Daily window starts" />} />
            <TimeField name="end_time" required label={<Trans id="exchange.form.windowEnd" message="Daily window ends" />} />
            <TextField name="first_month" required validate={month} placeholder="YYYY-MM" label={<Trans id="exchange.form.firstMonth" message="First month of delivery" />} />
            <TextField name="last_month" required validate={month} placeholder="YYYY-MM" label={<Trans id="exchange.form.lastMonth" message="Last month of delivery" />} />
          </div>
          <DropdownField
            name="measurement_method"
            required
            label={<Trans id="exchange.form.measurement" message="How delivery is measured" />}
            items={MEASUREMENT_METHODS.map((m) => ({ value: m, label: measurementLabel(i18n, m) }))}
          />
        </fieldset>
      )}
    />
  );
}
