import { useId, useMemo, useState } from 'react';
import { Form, FormSpy, useField } from 'react-final-form';
import { Trans, useLingui } from '@lingui/react';
import { CurrencyField, DateField, DecimalField, Notification, TextField, TimeField, type Load } from 'shared-ui';
import { dayName, holidayLabel } from '../../common/competitions';
import { ALL_DAYS, HOLIDAY_HANDLINGS, gspsValid, intervalFromForm, overlaps, shapeOf, type IntervalFormValues } from './intervals';
import { RunActions } from './RunActions';
import type { HolidayHandling, McaDemandInterval } from './types';

/** The GSP list as loaded: the names, still loading, or the load's error message. */
/** The GSP names a day-ahead interval may exclude, as loaded. */
export type GspList = Load<string[]>;

export interface DemandIntervalFormProps {
  /** The form's values when it opens (kept by the modal across steps). */
  initialValues: IntervalFormValues;
  onValuesChange: (values: IntervalFormValues) => void;
  intervals: readonly McaDemandInterval[];
  gsps: GspList;
  currency: string;
  volumeUnit: string;
  powerUnit: string;
  /** With the trim flag the warning says overlapped intervals are trimmed; otherwise replaced. */
  trim: boolean;
  running: boolean;
  /** The error of the last attempt to add (an unsupported overlap). */
  error: string | null;
  onRun: (interval: McaDemandInterval) => void;
  onCancel: () => void;
  /** Shown when the current intervals already have results. */
  onShowResults?: () => void;
  /** Shown when there are intervals without results (the last confirmed ones, or after Back): runs them as they are. */
  onRunExisting?: () => void;
}

function ServiceDaysField() {
  const { i18n } = useLingui();
  const { input } = useField<number[]>('service_days');
  const selected = Array.isArray(input.value) ? input.value : [];
  const toggle = (code: number) =>
    input.onChange((selected.includes(code) ? selected.filter((d) => d !== code) : [...selected, code]).sort((a, b) => a - b));
  return (
    <fieldset className="fx-field mca-choices">
      <legend className="fx-field__label">
        <Trans id="manage.mca.form.serviceDays" message="Service days" />
      </legend>
      {ALL_DAYS.map((code) => (
        <label key={code} className="mca-choice">
          <input type="checkbox" checked={selected.includes(code)} onChange={() => toggle(code)} /> {dayName(i18n.locale || 'en-GB', code)}
        </label>
      ))}
      {selected.length === 0 ? (
        <p className="fx-field__hint">
          <Trans id="manage.mca.form.serviceDaysNone" message="Choose at least one day." />
        </p>
      ) : null}
    </fieldset>
  );
}

function HolidayField() {
  const { i18n } = useLingui();
  const { input } = useField<HolidayHandling>('holiday_handling');
  return (
    <fieldset className="fx-field mca-choices">
      <legend className="fx-field__label">
        <Trans id="manage.mca.form.holidays" message="Public holidays" />
      </legend>
      {HOLIDAY_HANDLINGS.map((handling) => (
        <label key={handling} className="mca-choice">
          <input
            type="radio"
            name="mca-holiday-handling"
            value={handling}
            checked={input.value === handling}
            onChange={() => input.onChange(handling)}
          />{' '}
          {holidayLabel(i18n, handling)}
        </label>
      ))}
    </fieldset>
  );
}

function GspHint({ gsps }: { gsps: GspList }) {
  if (gsps.state === 'loading') return <Trans id="manage.mca.gsps.loading" message="Loading the GSPs of this competition's bids…" />;
  if (gsps.state === 'failed') return <Trans id="manage.mca.gsps.failed" message="The GSP list could not be loaded: {message}" values={{ message: gsps.message }} />;
  if (gsps.value.length === 0) return <Trans id="manage.mca.gsps.none" message="No GSPs to exclude: no bids in this competition come from a GSP yet." />;
  return <Trans id="manage.mca.gsps.available" message="GSPs of this competition's bids: {names}" values={{ names: gsps.value.join(', ') }} />;
}

/** The excluded GSPs: comma-separated names from the list below the field, checked when leaving it. */
function ExcludeGspsField({ gsps }: { gsps: GspList }) {
  const { i18n } = useLingui();
  const validate = useMemo(() => {
    const names = gsps.state === 'ready' ? gsps.value : [];
    return (value: unknown) =>
      gspsValid(typeof value === 'string' ? value : '', names)
        ? undefined
        : i18n._({ id: 'manage.mca.gsps.invalid', message: 'Please use only the GSPs listed below, in a comma separated list' });
  }, [gsps, i18n]);
  return (
    <TextField
      name="exclude_gsps"
      label={<Trans id="manage.mca.form.excludeGsps" message="Excluded GSPs (optional)" />}
      hint={<GspHint gsps={gsps} />}
      validate={validate}
      autoComplete="off"
    />
  );
}

/** Day-ahead step one ("add-demand-interval"): the demand interval form (workflows §5). */
export function DemandIntervalForm(props: DemandIntervalFormProps) {
  const { i18n } = useLingui();
  const { intervals, gsps, currency, volumeUnit, powerUnit, trim, running, error } = props;
  // The form starts from the modal's kept values; later changes flow up without re-initialising it.
  const [initialValues] = useState(props.initialValues);
  const titleId = useId();
  const names = gsps.state === 'ready' ? gsps.value : [];
  const first = intervals.length === 0;

  return (
    <Form<IntervalFormValues>
      onSubmit={(values) => {
        const interval = intervalFromForm(values, names);
        if (interval) props.onRun(interval);
      }}
      initialValues={initialValues}
    >
      {({ handleSubmit, values }) => {
        const shape = shapeOf(values);
        const overlapped = shape ? intervals.filter((iv) => overlaps(iv, shape)).length : 0;
        const canRun = !running && intervalFromForm(values, names) !== null;
        return (
          <form onSubmit={handleSubmit} noValidate className="mca-form" aria-labelledby={titleId}>
            <FormSpy<IntervalFormValues> subscription={{ values: true }} onChange={({ values: v }) => props.onValuesChange(v)} />
            <h3 id={titleId} className="mca-heading">
              {first ? (
                <Trans id="manage.mca.form.titleFirst" message="Demand interval" />
              ) : (
                <Trans id="manage.mca.form.titleNext" message="Add a demand interval" />
              )}
            </h3>
            <p className="mca-intro">
              <Trans
                id="manage.mca.form.intro"
                message="When is capacity needed, how much, and at what highest price? Market clearing accepts whole bids in merit order (cheapest first) until the required capacity is met, never above the max utilisation rate or from an excluded GSP."
              />
            </p>
            <div className="mca-grid">
              <TimeField name="start_time" required label={<Trans id="manage.mca.form.startTime" message="Start time" />} />
              <TimeField
                name="end_time"
                required
                label={<Trans id="manage.mca.form.endTime" message="End time" />}
                hint={<Trans id="manage.mca.form.endTimeHint" message="After the start time; 00:00 is midnight at the end of the day." />}
              />
              <CurrencyField
                name="max_utilisation_rate"
                required
                currency={currency}
                suffix={`/${volumeUnit}`}
                label={<Trans id="manage.mca.form.maxRate" message="Max utilisation rate" />}
              />
              <DecimalField
                name="required_capacity"
                required
                decimalPlaces={5}
                unit={powerUnit}
                label={<Trans id="manage.mca.form.requiredCapacity" message="Required capacity" />}
              />
              <DateField name="start_date" required label={<Trans id="manage.mca.form.startDate" message="Period start date" />} />
              <DateField name="end_date" required label={<Trans id="manage.mca.form.endDate" message="Period end date" />} />
            </div>
            <ExcludeGspsField gsps={gsps} />
            <div className="mca-grid">
              <ServiceDaysField />
              <HolidayField />
            </div>
            {overlapped > 0 ? (
              <p className="mca-warning" role="status">
                {trim
                  ? i18n._({
                      id: 'manage.mca.overlap.warningTrim',
                      message:
                        '{count, plural, one {This interval overlaps an existing interval. Adding it trims that interval to the time outside this one.} other {This interval overlaps # existing intervals. Adding it trims them to the time outside this one.}}',
                      values: { count: overlapped },
                    })
                  : i18n._({
                      id: 'manage.mca.overlap.warningReplace',
                      message:
                        '{count, plural, one {This interval overlaps an existing interval. Adding it replaces that interval.} other {This interval overlaps # existing intervals. Adding it replaces them.}}',
                      values: { count: overlapped },
                    })}
              </p>
            ) : null}
            {error ? <Notification kind="error" title={error} /> : null}
            <RunActions
              canRun={canRun}
              running={running}
              hint={
                <Trans
                  id="manage.mca.form.runWhen"
                  message="To run, fill in every field (excluded GSPs are optional) with real dates at most 366 days apart, an end time after the start time and only listed GSPs."
                />
              }
              runLabel={first ? <Trans id="manage.mca.form.run" message="Run market clearing" /> : <Trans id="manage.mca.form.add" message="Add interval and run" />}
              onCancel={props.onCancel}
              onShowResults={props.onShowResults}
              extra={
                props.onRunExisting ? (
                  <button type="button" className="fx-button" onClick={props.onRunExisting} disabled={running}>
                    <Trans id="manage.mca.form.runExisting" message="Run with these intervals" />
                  </button>
                ) : null
              }
            />
          </form>
        );
      }}
    </Form>
  );
}
