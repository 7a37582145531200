import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react';
import type { FilterOption, FilterOptions } from './api';
import type { FilterKey, FilterValues } from './filters';
import { productLabel } from './terms';

interface FiltersFormProps {
  values: FilterValues;
  /** The dates the report used when the URL names none (the server's default range). */
  applied: { from: string; to: string } | null;
  options: FilterOptions | null;
  onChange: (values: FilterValues) => void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The report's filters: dates, competition, GSP group, product and provider. Each change goes
 * straight to `onChange` (the page puts it in the URL and reloads the report).
 */
export function FiltersForm({ values, applied, options, onChange }: FiltersFormProps) {
  const { i18n } = useLingui();
  const id = useId();
  const from = values.from || applied?.from || '';
  const to = values.to || applied?.to || '';
  const set = (key: FilterKey, value: string) => onChange({ ...values, [key]: value });
  // A date range is kept whole: changing one end fixes the other at what is shown.
  const setDate = (key: 'from' | 'to', value: string) => {
    if (value !== '' && !DATE.test(value)) return;
    onChange({ ...values, from, to, [key]: value });
  };
  const any = Object.values(values).some(Boolean);

  const select = (key: Exclude<FilterKey, 'from' | 'to'>, label: string, choices: readonly FilterOption[] | undefined) => (
    <div className="fx-field analytics-filters__field">
      <label className="fx-field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <select id={`${id}-${key}`} className="fx-input" value={values[key]} onChange={(e) => set(key, e.target.value)}>
        <option value="">{i18n._({ id: 'analytics.filters.all', message: 'All' })}</option>
        {(choices ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {key === 'product' ? productLabel(i18n, o.id) : o.name}
          </option>
        ))}
        {/* A value from a link that the choices do not list (yet) stays selectable. */}
        {values[key] && choices && !choices.some((o) => o.id === values[key]) ? <option value={values[key]}>{values[key]}</option> : null}
      </select>
    </div>
  );

  return (
    <form className="analytics-filters" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h2 id={`${id}-title`} className="analytics-filters__title">
        <Trans id="analytics.filters.title" message="Filters" />
      </h2>
      <div className="analytics-filters__fields">
        <div className="fx-field analytics-filters__field">
          <label className="fx-field__label" htmlFor={`${id}-from`}>
            <Trans id="analytics.filters.from" message="From" />
          </label>
          <input id={`${id}-from`} type="date" className="fx-input" value={from} max={to || undefined} onChange={(e) => setDate('from', e.target.value)} />
        </div>
        <div className="fx-field analytics-filters__field">
          <label className="fx-field__label" htmlFor={`${id}-to`}>
            <Trans id="analytics.filters.to" message="To" />
          </label>
          <input id={`${id}-to`} type="date" className="fx-input" value={to} min={from || undefined} onChange={(e) => setDate('to', e.target.value)} />
        </div>
        {select('competition', i18n._({ id: 'analytics.filters.competition', message: 'Competition' }), options?.competitions)}
        {select('area', i18n._({ id: 'analytics.filters.area', message: 'Area (GSP group)' }), options?.areas)}
        {select('product', i18n._({ id: 'analytics.filters.product', message: 'Product' }), options?.products)}
        {select('provider', i18n._({ id: 'analytics.filters.provider', message: 'Provider' }), options?.providers)}
      </div>
      {any ? (
        <button type="button" className="fx-button analytics-filters__clear" onClick={() => onChange({ from: '', to: '', competition: '', area: '', product: '', provider: '' })}>
          <Trans id="analytics.filters.clear" message="Clear filters" />
        </button>
      ) : null}
    </form>
  );
}
