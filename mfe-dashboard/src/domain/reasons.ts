/**
 * Why an asset does not qualify, in the reader's words: from the server's reason codes and their
 * details (api/src/domain/qualification/rules.ts), with the server's own sentence for a code not
 * known here. Reasons arrive as `{code, message, details}` objects (or, from older documents, as
 * plain sentences, which are shown as they are).
 */
import type { I18n } from '@lingui/core';
import { formatKv, formatNumber, type FormatRegion } from 'shared-ui';

/** A reason as the API sends it, or a sentence. */
export type ReasonItem = string | { code?: unknown; message?: unknown; details?: unknown };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function capacityWords(i18n: I18n, field: string): string {
  switch (field) {
    case 'active_export_capacity':
      return i18n._({ id: 'dashboard.reason.field.activeExport', message: 'active export capacity' });
    case 'active_import_capacity':
      return i18n._({ id: 'dashboard.reason.field.activeImport', message: 'active import capacity' });
    case 'reactive_export_capacity':
      return i18n._({ id: 'dashboard.reason.field.reactiveExport', message: 'reactive export capacity' });
    case 'reactive_import_capacity':
      return i18n._({ id: 'dashboard.reason.field.reactiveImport', message: 'reactive import capacity' });
    default:
      return field.replace(/_/g, ' ');
  }
}

function voltageWords(i18n: I18n, d: Record<string, unknown>, region: FormatRegion): string {
  const min = formatKv(num(d.min), region);
  const max = formatKv(num(d.max), region);
  const range =
    min && max
      ? i18n._({ id: 'dashboard.reason.range', message: '{min} to {max}', values: { min, max } })
      : min
        ? i18n._({ id: 'dashboard.reason.atLeast', message: 'at least {min}', values: { min } })
        : max
          ? i18n._({ id: 'dashboard.reason.atMost', message: 'at most {max}', values: { max } })
          : '';
  const voltage = formatKv(num(d.voltage_level), region);
  return voltage
    ? i18n._({ id: 'dashboard.reason.voltage', message: 'Connection voltage {voltage} is outside {range}', values: { voltage, range } })
    : i18n._({ id: 'dashboard.reason.noVoltage', message: 'Connection voltage unknown; the competition needs {range}', values: { range } });
}

/** One reason in words ('' for nothing to say). */
export function reasonText(i18n: I18n, reason: ReasonItem, region: FormatRegion): string {
  if (typeof reason === 'string') return reason;
  if (typeof reason !== 'object' || reason === null) return '';
  const message = typeof reason.message === 'string' ? reason.message : '';
  const details = typeof reason.details === 'object' && reason.details !== null ? (reason.details as Record<string, unknown>) : null;
  switch (reason.code) {
    case 'no_location':
      return i18n._({ id: 'dashboard.reason.noLocation', message: 'The asset has no location' });
    case 'no_boundary':
      return i18n._({ id: 'dashboard.reason.noBoundary', message: 'The competition has no boundary yet' });
    case 'inactive':
      return i18n._({ id: 'dashboard.reason.inactive', message: 'The asset is inactive' });
    case 'location': {
      const km = num(details?.distance_km);
      return km === null
        ? i18n._({ id: 'dashboard.reason.outside', message: 'Outside the competition boundary' })
        : i18n._({ id: 'dashboard.reason.outsideBy', message: 'Outside the competition boundary by {km} km', values: { km: formatNumber(km, { maxDecimals: 1 }, region) } });
    }
    // Worded from their details; without them, the server's sentence.
    case 'voltage':
      return details ? voltageWords(i18n, details, region) : message;
    case 'capacity':
      return details
        ? i18n._({
            id: 'dashboard.reason.capacity',
            message: 'No {field}: the competition needs it above 0 {unit}',
            values: { field: capacityWords(i18n, String(details.field ?? '')), unit: String(details.unit ?? 'MW') },
          })
        : message;
    default:
      return message;
  }
}

/** Every reason in words, the empty ones left out. */
export function reasonsText(i18n: I18n, reasons: unknown, region: FormatRegion): string[] {
  if (!Array.isArray(reasons)) return [];
  return (reasons as ReasonItem[]).map((r) => reasonText(i18n, r, region)).filter(Boolean);
}
