/**
 * Creating or changing an alert: its name, the market (an operator's flexibility market), the area
 * as GSP regions (the competition form's region picker, or clicked on the market's map; none: the whole market), asset types and
 * voltages (none: any), what it tells, how and how often. The server's messages show on their fields.
 */
import { useCallback, useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { errorMessage, isApiError } from 'shared-session';
import { DropdownField, Modal, TextField, useLoad } from 'shared-ui';
import { AreaRefsField } from '../competitions/create/AreaRefsField';
import { RegionMapField } from './RegionMapField';
import '../competitions/create/create.css';
import { typeOptions } from '../assets/labels';
import type { Alert, AlertBody, AlertChannel, AlertFrequency, AlertTrigger, AlertsApi, AssetType, GspRegion } from './api';
import { CHANNELS, FREQUENCIES, TRIGGERS, channelLabel, frequencyLabel, triggerLabel } from './labels';

interface Values {
  name?: string;
  operator?: number;
  area_refs?: number[];
  asset_types?: AssetType[];
  voltages?: number[];
  triggers?: AlertTrigger[];
  channels?: AlertChannel[];
  frequency?: AlertFrequency;
}

const FIELDS = ['name', 'operator', 'area_refs', 'boundary', 'asset_types', 'voltages', 'triggers', 'channels', 'frequency'] as const;

function initialValues(alert: Alert | null): Values {
  if (!alert) return { area_refs: [], asset_types: [], voltages: [], triggers: ['qualification_open', 'bidding_open'], channels: ['email'], frequency: 'immediate' };
  const { name, operator, area_refs, asset_types, voltages, triggers, channels, frequency } = alert;
  return { name, operator, area_refs, asset_types, voltages, triggers, channels, frequency };
}

function validate(i18n: I18n, v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.triggers?.length) errors.triggers = i18n._({ id: 'manage.alerts.form.triggersRequired', message: 'Choose at least one event.' });
  if (!v.channels?.length) errors.channels = i18n._({ id: 'manage.alerts.form.channelsRequired', message: 'Choose at least one way to be told.' });
  return errors;
}

/** A group of checkboxes (or radios) over the same field, with its error under it. */
function ChoiceGroup<T extends string>({ name, legend, values, label, type }: { name: string; legend: string; values: readonly T[]; label: (v: T) => string; type: 'checkbox' | 'radio' }) {
  return (
    <Field name={name} subscription={{ error: true, submitError: true, touched: true, submitFailed: true }}>
      {({ meta }) => {
        const error = (meta.touched || meta.submitFailed) && (meta.error || meta.submitError) ? String(meta.error ?? meta.submitError) : null;
        const errorId = `alert-${name}-error`;
        return (
          <fieldset className={['fx-field', 'alerts-choices', error ? 'has-error' : null].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
            <legend className="fx-field__label">{legend}</legend>
            {values.map((value) => (
              <Field key={value} name={name} type={type} value={value}>
                {({ input }) => (
                  <label className="alerts-choices__option">
                    <input {...input} /> {label(value)}
                  </label>
                )}
              </Field>
            ))}
            {error ? (
              <p id={errorId} className="fx-field__error">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}

export interface AlertDialogProps {
  api: AlertsApi;
  /** The alert to change; null creates one. */
  alert: Alert | null;
  onClose: () => void;
  onSaved: (alert: Alert) => void;
}

export function AlertDialog({ api, alert, onClose, onSaved }: AlertDialogProps) {
  const { i18n } = useLingui();
  const markets = useLoad(api.markets, i18n._({ id: 'manage.alerts.form.marketsFailed', message: 'The markets could not be loaded.' }), [api]);
  const voltages = useLoad(api.voltages, i18n._({ id: 'manage.alerts.form.voltagesFailed', message: 'The voltages could not be loaded.' }), [api]);
  const [known, setKnown] = useState<ReadonlyMap<number, GspRegion>>(new Map());
  const onRegions = useCallback((regions: GspRegion[]) => {
    setKnown((before) => {
      const next = new Map(before);
      for (const r of regions) next.set(r.id, r);
      return next;
    });
  }, []);
  // The chosen regions' names (the alert's own) until the search has loaded them.
  const names = useMemo(() => {
    const map = new Map(known);
    alert?.area_refs.forEach((id, i) => {
      if (!map.has(id)) map.set(id, { id, name: alert.area_names[i] ?? String(id), gsp_group: '', area_km2: 0 });
    });
    return map;
  }, [known, alert]);
  const initial = useMemo(() => initialValues(alert), [alert]);

  const onSubmit = async (v: Values): Promise<SubmissionErrors | undefined> => {
    const body: AlertBody = {
      name: (v.name ?? '').trim(),
      operator: v.operator!,
      area_refs: v.area_refs ?? [],
      asset_types: v.asset_types ?? [],
      voltages: v.voltages ?? [],
      triggers: v.triggers ?? [],
      channels: v.channels ?? [],
      frequency: v.frequency ?? 'immediate',
    };
    try {
      onSaved(alert ? await api.update(alert.id, body) : await api.create(body));
      return undefined;
    } catch (error) {
      const fallback = i18n._({ id: 'manage.alerts.form.failed', message: 'The alert could not be saved. Please try again.' });
      if (isApiError(error) && error.status === 400) {
        const errors: Record<string, string> = {};
        for (const f of FIELDS) {
          const list = error.fieldErrors[f];
          if (list?.length) errors[f === 'boundary' ? 'area_refs' : f] = list.join(' ');
        }
        if (Object.keys(errors).length) return errors;
      }
      return { [FORM_ERROR]: errorMessage(error, fallback) };
    }
  };

  const title = alert ? <Trans id="manage.alerts.form.editTitle" message="Change the alert" /> : <Trans id="manage.alerts.form.newTitle" message="New alert" />;
  const marketItems = markets.result.state === 'ready' ? markets.result.value.map((m) => ({ value: m.operator, label: m.name })) : [];
  const voltageItems = voltages.result.state === 'ready' ? voltages.result.value.map((v) => ({ value: v.value, label: v.label })) : [];

  return (
    <Modal open onClose={onClose} title={title} size="large">
      <Form<Values> onSubmit={onSubmit} initialValues={initial} validate={(v) => validate(i18n, v)}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className="alerts-form" aria-busy={submitting}>
            {submitError ? (
              <p className="fx-field__error" role="alert">
                {String(submitError)}
              </p>
            ) : null}
            <TextField name="name" required label={<Trans id="manage.alerts.form.name" message="Name" />} />
            <DropdownField
              name="operator"
              required
              items={marketItems}
              label={<Trans id="manage.alerts.form.market" message="Market" />}
              hint={<Trans id="manage.alerts.form.marketHint" message="The operator whose flexibility competitions the alert follows." />}
            />
            <AreaRefsField
              name="area_refs"
              api={api}
              known={names}
              onRegions={onRegions}
              hint={<Trans id="manage.alerts.form.areaHint" message="The grid supply point regions to watch. Choose none to follow the whole market." />}
            />
            <RegionMapField api={api} onRegions={onRegions} />
            <DropdownField
              name="asset_types"
              multiple
              items={typeOptions(i18n)}
              label={<Trans id="manage.alerts.form.assetTypes" message="Asset types" />}
              hint={<Trans id="manage.alerts.form.assetTypesHint" message="Only competitions your assets of these types qualify for. Choose none for any." />}
            />
            <DropdownField
              name="voltages"
              multiple
              items={voltageItems}
              label={<Trans id="manage.alerts.form.voltages" message="Connection voltages" />}
              hint={<Trans id="manage.alerts.form.voltagesHint" message="Only competitions open to one of these voltages. Choose none for any." />}
            />
            <ChoiceGroup name="triggers" type="checkbox" legend={i18n._({ id: 'manage.alerts.form.triggers', message: 'Tell me when' })} values={TRIGGERS} label={(t) => triggerLabel(i18n, t)} />
            <ChoiceGroup name="channels" type="checkbox" legend={i18n._({ id: 'manage.alerts.form.channels', message: 'How' })} values={CHANNELS} label={(c) => channelLabel(i18n, c)} />
            <ChoiceGroup name="frequency" type="radio" legend={i18n._({ id: 'manage.alerts.form.frequency', message: 'How often' })} values={FREQUENCIES} label={(f) => frequencyLabel(i18n, f)} />
            <div className="fx-button-row">
              <button type="button" className="fx-button" onClick={onClose}>
                <Trans id="manage.alerts.form.cancel" message="Cancel" />
              </button>
              <button type="submit" className="fx-button fx-button--primary" disabled={submitting}>
                {submitting ? <Trans id="manage.alerts.form.saving" message="Saving…" /> : <Trans id="manage.alerts.form.save" message="Save alert" />}
              </button>
            </div>
          </form>
        )}
      </Form>
    </Modal>
  );
}
