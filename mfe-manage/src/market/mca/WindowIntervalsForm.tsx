import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { CurrencyField, DataTable, EmptyState, useFormat, type DataTableColumn, type PowerUnit } from 'shared-ui';
import { describeDays, formatTimeRange } from '../../common/competitions';
import { intervalsFromWindows, periodDates, rateKey, type WindowFormValues, type WindowRow } from './intervals';
import { RunActions } from './RunActions';
import type { McaDemandInterval } from './types';

export interface WindowIntervalsFormProps {
  rows: readonly WindowRow[];
  fixedPrice: boolean;
  initialValues: WindowFormValues;
  onValuesChange: (values: WindowFormValues) => void;
  currency: string;
  volumeUnit: string;
  powerUnit: PowerUnit;
  running: boolean;
  onRun: (intervals: McaDemandInterval[]) => void;
  onCancel: () => void;
  onShowResults?: () => void;
}

/**
 * Step one of competitions other than day-ahead ("service-window-intervals"): one interval per
 * service window, with the window's own times, dates, days and capacity, and a max price per
 * window; a fixed-price competition takes one max utilisation rate for every window (workflows §5).
 */
export function WindowIntervalsForm(props: WindowIntervalsFormProps) {
  const { i18n } = useLingui();
  const { rows, fixedPrice, currency, volumeUnit, powerUnit, running } = props;
  const [initialValues] = useState(props.initialValues);
  const format = useFormat();

  if (rows.length === 0) return <NoWindows onClose={props.onCancel} />;

  const columns: DataTableColumn<WindowRow>[] = [
    { key: 'window', header: i18n._({ id: 'manage.mca.windows.window', message: 'Window' }), value: (r) => r.window.name, isRowHeader: true },
    {
      key: 'period',
      header: i18n._({ id: 'manage.mca.windows.period', message: 'Period' }),
      value: (r) => {
        const [start, end] = periodDates(r.period);
        return `${r.period.name}: ${format.formatCalendarDate(start) ?? start} – ${format.formatCalendarDate(end) ?? end}`;
      },
    },
    { key: 'time', header: i18n._({ id: 'manage.mca.windows.time', message: 'Time' }), value: (r) => formatTimeRange(r.window.start_time, r.window.end_time, format.region) },
    { key: 'days', header: i18n._({ id: 'manage.mca.windows.days', message: 'Days' }), value: (r) => describeDays(i18n, r.window.service_days) },
    {
      key: 'capacity',
      header: i18n._({ id: 'manage.mca.windows.capacity', message: 'Required capacity' }),
      value: (r) => format.formatCapacity(r.window.capacity_required, powerUnit),
      align: 'end',
    },
  ];
  if (!fixedPrice) {
    columns.push({
      key: 'rate',
      header: i18n._({ id: 'manage.mca.windows.maxPrice', message: 'Max price' }),
      exportable: false,
      render: (r) => (
        <CurrencyField
          name={`rates.${rateKey(r.window.id)}`}
          currency={currency}
          suffix={`/${volumeUnit}`}
          label={<span className="fx-visually-hidden">{i18n._({ id: 'manage.mca.windows.maxPriceFor', message: 'Max price for {window}', values: { window: r.window.name } })}</span>}
        />
      ),
    });
  }

  return (
    <Form<WindowFormValues> onSubmit={(values) => {
      const intervals = intervalsFromWindows(rows, values, fixedPrice);
      if (intervals) props.onRun(intervals);
    }} initialValues={initialValues}>
      {({ handleSubmit, values }) => {
        const canRun = !running && intervalsFromWindows(rows, values, fixedPrice) !== null;
        return (
          <form onSubmit={handleSubmit} noValidate className="mca-form">
            <FormSpy<WindowFormValues> subscription={{ values: true }} onChange={({ values: v }) => props.onValuesChange(v)} />
            <p className="mca-intro">
              {fixedPrice ? (
                <Trans
                  id="manage.mca.windows.introFixed"
                  message="Market clearing takes one interval per service window, with the window's own times, dates, days and required capacity. This is a fixed-price competition: one max utilisation rate applies to every window."
                />
              ) : (
                <Trans
                  id="manage.mca.windows.intro"
                  message="Market clearing takes one interval per service window, with the window's own times, dates, days and required capacity. Give the highest price you accept in each window."
                />
              )}
            </p>
            {fixedPrice ? (
              <CurrencyField
                name="fixedRate"
                required
                currency={currency}
                suffix={`/${volumeUnit}`}
                label={<Trans id="manage.mca.windows.fixedRate" message="Max utilisation rate (every window)" />}
              />
            ) : null}
            <DataTable<WindowRow>
              caption={<Trans id="manage.mca.windows.caption" message="Service windows" />}
              columns={columns}
              rows={rows}
              getRowKey={(r) => r.window.id}
            />
            <RunActions
              canRun={canRun}
              running={running}
              hint={
                fixedPrice ? (
                  <Trans id="manage.mca.windows.runHintFixed" message="To run, give the max utilisation rate." />
                ) : (
                  <Trans id="manage.mca.windows.runHint" message="To run, give a max price (up to 2 decimals) for every window." />
                )
              }
              runLabel={<Trans id="manage.mca.form.run" message="Run market clearing" />}
              onCancel={props.onCancel}
              onShowResults={props.onShowResults}
            />
          </form>
        );
      }}
    </Form>
  );
}

/** A competition without service windows: nothing to clear, only Close. */
function NoWindows({ onClose }: { onClose: () => void }) {
  return (
    <>
      <EmptyState
        headingLevel={3}
        title={<Trans id="manage.mca.windows.emptyTitle" message="No service windows" />}
        description={
          <Trans
            id="manage.mca.windows.emptyText"
            message="Market clearing runs one interval per service window. Add service periods with windows to the competition first."
          />
        }
      />
      <div className="fx-button-row mca-actions">
        <button type="button" className="fx-button" onClick={onClose}>
          <Trans id="manage.mca.close" message="Close" />
        </button>
      </div>
    </>
  );
}
