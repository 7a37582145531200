/** The alerts table's columns: what each alert follows, how it tells and its state; the actions cell is the section's. */
import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react';
import type { DataTableColumn, Formatters } from 'shared-ui';
import { assetTypeLabel } from '../assets/labels';
import type { Alert } from './api';
import { channelLabel, frequencyLabel, triggerLabel } from './labels';

export function alertColumns(i18n: I18n, { formatDateTime, formatKv }: Pick<Formatters, 'formatDateTime' | 'formatKv'>, actions: (a: Alert) => ReactNode): DataTableColumn<Alert>[] {
  const whole = i18n._({ id: 'manage.alerts.wholeMarket', message: 'Whole market' });
  const any = i18n._({ id: 'manage.alerts.any', message: 'Any' });
  const stateOf = (a: Alert) =>
    a.unsubscribed
      ? i18n._({ id: 'manage.alerts.state.unsubscribed', message: 'Paused (unsubscribed by e-mail)' })
      : a.is_paused
        ? i18n._({ id: 'manage.alerts.state.paused', message: 'Paused' })
        : i18n._({ id: 'manage.alerts.state.active', message: 'Active' });

  return [
    { key: 'name', header: <Trans id="manage.alerts.col.name" message="Alert" />, value: (a) => a.name, isRowHeader: true, sortable: true },
    { key: 'market', header: <Trans id="manage.alerts.col.market" message="Market" />, value: (a) => a.operator_name, sortable: true },
    { key: 'area', header: <Trans id="manage.alerts.col.area" message="Area" />, value: (a) => (a.area_names.length ? a.area_names.join(', ') : whole) },
    {
      key: 'assets',
      header: <Trans id="manage.alerts.col.assets" message="Assets and voltages" />,
      value: (a) =>
        [a.asset_types.length ? a.asset_types.map((t) => assetTypeLabel(i18n, t)).join(', ') : any, a.voltages.length ? a.voltages.map((v) => formatKv(v)).join(', ') : any].join(' · '),
    },
    { key: 'triggers', header: <Trans id="manage.alerts.col.triggers" message="Tells when" />, value: (a) => a.triggers.map((t) => triggerLabel(i18n, t)).join('; ') },
    {
      key: 'delivery',
      header: <Trans id="manage.alerts.col.delivery" message="Delivery" />,
      value: (a) => `${a.channels.map((c) => channelLabel(i18n, c)).join(', ')} · ${frequencyLabel(i18n, a.frequency)}`,
      sortable: true,
    },
    { key: 'state', header: <Trans id="manage.alerts.col.state" message="State" />, value: stateOf, sortable: true },
    {
      key: 'last',
      header: <Trans id="manage.alerts.col.last" message="Last told" />,
      value: (a) => a.last_notified ?? '',
      render: (a) => (a.last_notified ? formatDateTime(a.last_notified) : '—'),
      sortable: true,
    },
    {
      key: 'actions',
      header: <Trans id="manage.alerts.col.actions" message="Actions" />,
      exportable: false,
      render: actions,
    },
  ];

}
