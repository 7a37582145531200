import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MapPin, Role } from '../data/views';
import { assetKindLabel } from './labels';
import { formatCapacity, formatKv, type FormatRegion } from 'shared-ui';
import { unitOfCapacity } from './assets';
import { reasonsText } from './reasons';

const CAPACITY_LABELS: Record<string, MessageDescriptor> = {
  active_export_capacity: /*i18n*/ { id: 'dashboard.popup.activeExport', message: 'Active export' },
  active_import_capacity: /*i18n*/ { id: 'dashboard.popup.activeImport', message: 'Active import' },
  reactive_export_capacity: /*i18n*/ { id: 'dashboard.popup.reactiveExport', message: 'Reactive export' },
  reactive_import_capacity: /*i18n*/ { id: 'dashboard.popup.reactiveImport', message: 'Reactive import' },
};

export interface PopupLine {
  label: string;
  value: string;
}

export interface PopupModel {
  title: string;
  subtitle: string | null;
  status: string | null;
  lines: PopupLine[];
  reasons: string[];
}

/**
 * What a pin's hover popup shows (spec §2.3): flex providers see the asset ref and name, others
 * the asset type and category; power values up to 5 decimals (MW / MVAr), kV up to 3; reasons
 * when the asset does not qualify.
 */
export function popupModel(pin: MapPin, role: Role, i18n: I18n, region: FormatRegion, activeId: number | null = null): PopupModel {
  const d = pin.details ?? {};
  const isProvider = role === 'flexprovider';
  const title = isProvider
    ? [d.ref, d.name].filter(Boolean).join(' — ') || String(pin.id)
    : assetKindLabel(i18n, d.asset_type ?? pin.type);
  const subtitle = isProvider ? null : assetKindLabel(i18n, d.asset_category);
  const lines: PopupLine[] = [];
  for (const key of Object.keys(CAPACITY_LABELS)) {
    const raw = d[key as keyof typeof d] as number | string | null | undefined;
    const value = formatCapacity(raw, unitOfCapacity(key), region);
    if (value !== null) lines.push({ label: i18n._(CAPACITY_LABELS[key] as MessageDescriptor), value });
  }
  if (d.capacity_type && d.capacity_value != null) {
    const value = formatCapacity(d.capacity_value, unitOfCapacity(d.capacity_type), region);
    const label = CAPACITY_LABELS[d.capacity_type];
    if (value !== null)
      lines.push({ label: label ? i18n._(label) : i18n._({ id: 'dashboard.popup.capacity', message: 'Capacity' }), value });
  }
  const kv = formatKv(d.voltage_level, region);
  if (kv !== null) lines.push({ label: i18n._({ id: 'dashboard.popup.voltage', message: 'Connection voltage' }), value: kv });
  let status: string | null = null;
  if (pin.matching === true) status = i18n._({ id: 'dashboard.popup.qualifies', message: 'Qualifies' });
  else if (pin.matching === false) status = i18n._({ id: 'dashboard.popup.doesNotQualify', message: 'Does not qualify' });
  if (d.planned) status = `${status ?? ''}${status ? ' · ' : ''}${i18n._({ id: 'dashboard.popup.planned', message: 'Planned' })}`;
  // With a competition active, the reasons are those for that competition.
  const forActive = activeId !== null ? pin.ineligible?.find((x) => x.competition === activeId)?.reasons : undefined;
  const reasons = pin.matching === false ? reasonsText(i18n, forActive ?? pin.reasons ?? [], region) : [];
  return { title, subtitle, status, lines, reasons };
}

/** Builds the popup's DOM (text nodes only, never HTML strings from data). */
export function renderPopup(model: PopupModel, i18n: I18n): HTMLElement {
  const root = document.createElement('div');
  root.className = 'dash-popup';
  const h = document.createElement('strong');
  h.className = 'dash-popup__title';
  h.textContent = model.title;
  root.append(h);
  if (model.subtitle) {
    const s = document.createElement('div');
    s.className = 'dash-popup__subtitle';
    s.textContent = model.subtitle;
    root.append(s);
  }
  if (model.status) {
    const s = document.createElement('div');
    s.className = 'dash-popup__status';
    s.textContent = model.status;
    root.append(s);
  }
  if (model.lines.length) {
    const dl = document.createElement('dl');
    for (const line of model.lines) {
      const dt = document.createElement('dt');
      dt.textContent = line.label;
      const dd = document.createElement('dd');
      dd.textContent = line.value;
      dl.append(dt, dd);
    }
    root.append(dl);
  }
  if (model.reasons.length) {
    const label = document.createElement('div');
    label.className = 'dash-popup__reasons-label';
    label.textContent = i18n._({ id: 'dashboard.popup.reasons', message: 'Why it does not qualify' });
    const ul = document.createElement('ul');
    for (const r of model.reasons) {
      const li = document.createElement('li');
      li.textContent = r;
      ul.append(li);
    }
    root.append(label, ul);
  }
  return root;
}

/** Popup offset (spec §9): 50 px above qualifying pins (taller icon), otherwise 10. */
export const popupOffsetFor = (pin: Pick<MapPin, 'matching'>): number => (pin.matching ? 50 : 10);
