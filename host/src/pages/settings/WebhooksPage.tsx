import { useState, type FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import {
  api, errorMessage, isApiError, joinFieldErrors, requestConfirmation, toast,
  type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointWithSecret,
} from 'shared-session';
import { DataTable, LoadState, Modal, useFormat, useLoad, type DataTableColumn } from 'shared-ui';
import { SettingsFrame } from './SettingsFrame';

/** The endpoints and their recent deliveries, read together. */
async function loadWebhooks() {
  const [endpoints, deliveries] = await Promise.all([api.get('/webhooks/endpoints/'), api.get('/webhooks/deliveries/', { query: { limit: 100 } })]);
  return { endpoints, deliveries };
}

/** A delivery's (or an endpoint's last delivery's) status in words. */
function statusText(i18n: I18n, status: string | null): string {
  if (status === 'succeeded') return i18n._({ id: 'settings.webhooks.status.succeeded', message: 'Succeeded' });
  if (status === 'failed') return i18n._({ id: 'settings.webhooks.status.failed', message: 'Failed' });
  if (status === 'pending') return i18n._({ id: 'settings.webhooks.status.pending', message: 'Pending' });
  return i18n._({ id: 'settings.webhooks.status.none', message: 'No deliveries yet' });
}

/** The secret of a new or rotated endpoint, shown once with a copy button. */
function SecretModal({ shown, onClose }: { shown: WebhookEndpointWithSecret | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const copy = () => {
    if (!shown) return;
    navigator.clipboard.writeText(shown.secret).then(
      () => toast({ kind: 'success', title: i18n._({ id: 'settings.webhooks.secret.copied', message: 'Secret copied' }) }),
      () => toast({ kind: 'error', title: i18n._({ id: 'settings.webhooks.secret.copyFailed', message: 'The secret could not be copied: select it and copy it by hand.' }) }),
    );
  };
  return (
    <Modal
      open={shown !== null}
      onClose={onClose}
      title={<Trans id="settings.webhooks.secret.title" message="Signing secret" />}
      footer={
        <>
          <button type="button" className="fx-button" onClick={copy}><Trans id="settings.webhooks.secret.copy" message="Copy secret" /></button>
          <button type="button" className="fx-button fx-button--primary" onClick={onClose}><Trans id="settings.webhooks.secret.done" message="I have stored it" /></button>
        </>
      }
    >
      <p>
        <Trans id="settings.webhooks.secret.once" message="This is the only time the secret is shown. Store it now: your system uses it to check the X-Flex-Signature header of each request." />
      </p>
      <p>
        <label htmlFor="webhook-secret"><Trans id="settings.webhooks.secret.label" message="Secret for {url}" values={{ url: shown?.url ?? '' }} /></label>
        <input id="webhook-secret" className="fx-input" readOnly value={shown?.secret ?? ''} onFocus={(e) => e.currentTarget.select()} />
      </p>
    </Modal>
  );
}

/** The form adding an endpoint (POST webhooks/endpoints/): the server's message on the URL lands on the field; the new endpoint (with its secret) goes to `onAdded`. */
function AddEndpointForm({ onAdded }: { onAdded: (endpoint: WebhookEndpointWithSecret) => void }) {
  const { i18n } = useLingui();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setUrlError(null);
    try {
      const added = await api.post('/webhooks/endpoints/', { body: { url: url.trim(), description: description.trim() } });
      setUrl('');
      setDescription('');
      onAdded(added);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      if (fieldErrors.url) setUrlError(fieldErrors.url.join(' '));
      else toast({ kind: 'error', title: i18n._({ id: 'settings.webhooks.addFailed', message: 'The endpoint was not added' }), text: Object.keys(fieldErrors).length ? joinFieldErrors(fieldErrors) : errorMessage(error, '') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="fx-form" onSubmit={(e) => void add(e)} noValidate>
      <h3><Trans id="settings.webhooks.add.title" message="Add an endpoint" /></h3>
      <div className={['fx-field', urlError ? 'has-error' : null].filter(Boolean).join(' ')}>
        <label htmlFor="webhook-url"><Trans id="settings.webhooks.add.url" message="URL (https://)" /></label>
        <input id="webhook-url" className="fx-input" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} aria-invalid={urlError ? true : undefined} aria-describedby={urlError ? 'webhook-url-error' : undefined} />
        {urlError ? <p id="webhook-url-error" className="fx-field__error">{urlError}</p> : null}
      </div>
      <div className="fx-field">
        <label htmlFor="webhook-description"><Trans id="settings.webhooks.add.description" message="Description (optional)" /></label>
        <input id="webhook-description" className="fx-input" maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <button type="submit" className="fx-button fx-button--primary" disabled={saving || url.trim() === ''}>
        <Trans id="settings.webhooks.add.submit" message="Add endpoint" />
      </button>
    </form>
  );
}

interface EndpointActions {
  deactivate: (endpoint: WebhookEndpoint) => Promise<void>;
  rotate: (endpoint: WebhookEndpoint) => Promise<void>;
}

/** Deactivating an endpoint and replacing its secret, each after a confirmation; a new secret goes to `onSecret`, and the lists are loaded again. */
function useEndpointActions(reload: () => void, onSecret: (endpoint: WebhookEndpointWithSecret) => void): EndpointActions {
  const { i18n } = useLingui();

  const deactivate = async (endpoint: WebhookEndpoint) => {
    const ok = await requestConfirmation({
      id: 'webhook-deactivate',
      title: i18n._({ id: 'settings.webhooks.deactivate.title', message: 'Deactivate this endpoint?' }),
      body: i18n._({ id: 'settings.webhooks.deactivate.body', message: 'No more events will be sent to {url}.', values: { url: endpoint.url } }),
      confirmLabel: i18n._({ id: 'settings.webhooks.deactivate.confirm', message: 'Deactivate' }),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await api.post('/webhooks/endpoints/{id}/set_inactive/', { path: { id: endpoint.id } });
      toast({ kind: 'success', title: i18n._({ id: 'settings.webhooks.deactivated', message: 'Endpoint deactivated' }) });
      reload();
    } catch (error) {
      toast({ kind: 'error', title: i18n._({ id: 'settings.webhooks.deactivateFailed', message: 'The endpoint was not deactivated' }), text: errorMessage(error, '') });
    }
  };

  const rotate = async (endpoint: WebhookEndpoint) => {
    const ok = await requestConfirmation({
      id: 'webhook-rotate',
      title: i18n._({ id: 'settings.webhooks.rotate.title', message: 'Replace the signing secret?' }),
      body: i18n._({ id: 'settings.webhooks.rotate.body', message: 'Requests to {url} will be signed with a new secret at once; the old one stops working.', values: { url: endpoint.url } }),
      confirmLabel: i18n._({ id: 'settings.webhooks.rotate.confirm', message: 'Replace secret' }),
    });
    if (!ok) return;
    try {
      onSecret(await api.post('/webhooks/endpoints/{id}/rotate_secret/', { path: { id: endpoint.id } }));
      reload();
    } catch (error) {
      toast({ kind: 'error', title: i18n._({ id: 'settings.webhooks.rotateFailed', message: 'The secret was not replaced' }), text: errorMessage(error, '') });
    }
  };

  return { deactivate, rotate };
}

/** The endpoints table's columns, with rotate and deactivate on active endpoints. */
function endpointColumns(i18n: I18n, actions: EndpointActions): DataTableColumn<WebhookEndpoint>[] {
  return [
    { key: 'url', header: <Trans id="settings.webhooks.col.url" message="URL" />, sortable: true, isRowHeader: true },
    { key: 'description', header: <Trans id="settings.webhooks.col.description" message="Description" />, sortable: true },
    // Event types are the names the endpoint receives (dispatch.instruction.created…): code, not prose.
    { key: 'event_types', header: <Trans id="settings.webhooks.col.events" message="Events" />, value: (e) => e.event_types.join(', '), render: (e) => <code>{e.event_types.join(', ')}</code> },
    {
      key: 'is_active',
      header: <Trans id="settings.webhooks.col.active" message="State" />,
      sortable: true,
      value: (e) => (e.is_active ? i18n._({ id: 'settings.webhooks.active', message: 'Active' }) : i18n._({ id: 'settings.webhooks.inactive', message: 'Inactive' })),
    },
    { key: 'last_delivery_status', header: <Trans id="settings.webhooks.col.last" message="Last delivery" />, value: (e) => statusText(i18n, e.last_delivery_status) },
    {
      key: 'actions',
      header: <Trans id="settings.webhooks.col.actions" message="Actions" />,
      exportable: false,
      render: (e) =>
        e.is_active ? (
          <span className="fx-actions">
            <button type="button" className="fx-button" onClick={() => void actions.rotate(e)} aria-label={i18n._({ id: 'settings.webhooks.rotate.label', message: 'Rotate secret of {url}', values: { url: e.url } })}>
              <Trans id="settings.webhooks.rotate" message="Rotate secret" />
            </button>{' '}
            <button type="button" className="fx-button" onClick={() => void actions.deactivate(e)} aria-label={i18n._({ id: 'settings.webhooks.deactivate.label', message: 'Deactivate {url}', values: { url: e.url } })}>
              <Trans id="settings.webhooks.deactivate" message="Deactivate" />
            </button>
          </span>
        ) : null,
    },
  ];
}

/** The deliveries table's columns. */
function deliveryColumns(i18n: I18n, formatDateTime: (iso: string) => string | null): DataTableColumn<WebhookDelivery>[] {
  return [
    { key: 'created', header: <Trans id="settings.webhooks.col.created" message="Created" />, sortable: true, value: (d) => d.created, render: (d) => formatDateTime(d.created) ?? d.created },
    { key: 'event_type', header: <Trans id="settings.webhooks.col.event" message="Event" />, sortable: true, render: (d) => <code>{d.event_type}</code> },
    { key: 'event_id', header: <Trans id="settings.webhooks.col.eventId" message="Event id" />, sortable: true, align: 'end' },
    { key: 'endpoint_url', header: <Trans id="settings.webhooks.col.endpoint" message="Endpoint" />, sortable: true },
    { key: 'status', header: <Trans id="settings.webhooks.col.status" message="Status" />, sortable: true, value: (d) => statusText(i18n, d.status) },
    { key: 'attempts', header: <Trans id="settings.webhooks.col.attempts" message="Attempts" />, sortable: true, align: 'end' },
    { key: 'last_status_code', header: <Trans id="settings.webhooks.col.code" message="Last answer" />, value: (d) => d.last_error ?? d.last_status_code ?? '' },
  ];
}

/** /settings/webhooks (flex providers): endpoints that receive dispatch events, and recent deliveries. */
export function SettingsWebhooksPage() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { result, reload } = useLoad(loadWebhooks, i18n._({ id: 'settings.webhooks.loadFailed', message: 'The webhooks could not be loaded. Please try again later.' }), [i18n]);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const actions = useEndpointActions(reload, setSecret);

  return (
    <SettingsFrame title={<Trans id="settings.webhooks.title" message="Webhooks" />}>
      <p>
        <Trans id="settings.webhooks.intro" message="Your systems can receive dispatch instructions as they happen: each event is POSTed as JSON to your endpoints, signed with the endpoint's secret, and retried for about ten minutes until your system answers with a 2xx status." />
      </p>
      <AddEndpointForm
        onAdded={(added) => {
          setSecret(added);
          reload();
        }}
      />
      {result.state !== 'ready' ? (
        <LoadState result={result} loading={<Trans id="settings.webhooks.loading" message="Loading webhooks…" />} />
      ) : (
        <>
          <h3><Trans id="settings.webhooks.endpoints" message="Endpoints" /></h3>
          <DataTable
            caption={i18n._({ id: 'settings.webhooks.endpoints.caption', message: 'Webhook endpoints' })}
            hideCaption
            columns={endpointColumns(i18n, actions)}
            rows={result.value.endpoints}
            getRowKey={(e) => e.id}
            searchable
            exportFilename="webhook-endpoints"
            empty={<Trans id="settings.webhooks.endpoints.empty" message="No endpoints yet: add your system's https URL above." />}
          />
          <h3><Trans id="settings.webhooks.deliveries" message="Recent deliveries" /></h3>
          <DataTable
            caption={i18n._({ id: 'settings.webhooks.deliveries.caption', message: 'Recent webhook deliveries' })}
            hideCaption
            columns={deliveryColumns(i18n, format.formatDateTime)}
            rows={result.value.deliveries}
            getRowKey={(d) => d.id}
            searchable
            pageSize={20}
            exportFilename="webhook-deliveries"
            empty={<Trans id="settings.webhooks.deliveries.empty" message="No deliveries yet: events are sent here once an operator dispatches to your organisation." />}
          />
        </>
      )}
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </SettingsFrame>
  );
}
