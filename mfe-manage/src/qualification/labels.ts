/**
 * Asset qualification in words: a qualification's status as a provider and as an operator reads it,
 * the reasons an asset fails (from the server's reason codes and details, in the user's language),
 * and the asset data a provider may have to complete.
 */
import type { I18n } from '@lingui/core';
import type { AssetDataField, Qualification, QualificationReason } from 'shared-session';
import { formatKv, formatNumber, type FormatRegion } from 'shared-ui';
import { overrideReasonLabel } from '../common/competitions';

export type EligibilityStatus = Qualification['eligibility_status'];

/** The provider's words: eligible by the rules, or an operator's decision either way. */
export function providerStatusText(i18n: I18n, status: EligibilityStatus): string {
  switch (status) {
    case 'eligible':
      return i18n._({ id: 'manage.qualification.status.eligible', message: 'Eligible' });
    case 'qualified':
      return i18n._({ id: 'manage.qualification.status.qualified', message: 'Qualified by the operator' });
    case 'disqualified':
      return i18n._({ id: 'manage.qualification.status.disqualified', message: 'Disqualified by the operator' });
    default:
      return i18n._({ id: 'manage.qualification.status.ineligible', message: 'Not eligible' });
  }
}

/** The operator's three statuses (workflows §3): Qualified, Unqualified, Disqualified. */
export type OperatorStatus = 'qualified' | 'unqualified' | 'disqualified';

export function operatorStatusOf(status: EligibilityStatus): OperatorStatus {
  if (status === 'disqualified') return 'disqualified';
  return status === 'ineligible' ? 'unqualified' : 'qualified';
}

export function operatorStatusText(i18n: I18n, row: Pick<Qualification, 'eligibility_status' | 'override_status'>): string {
  switch (operatorStatusOf(row.eligibility_status)) {
    case 'disqualified':
      return i18n._({ id: 'manage.operatorAssets.status.disqualified', message: 'Disqualified' });
    case 'unqualified':
      return i18n._({ id: 'manage.operatorAssets.status.unqualified', message: 'Unqualified' });
    default:
      return row.override_status === 'qualified'
        ? i18n._({ id: 'manage.operatorAssets.status.qualifiedByYou', message: 'Qualified (by you)' })
        : i18n._({ id: 'manage.operatorAssets.status.qualified', message: 'Qualified' });
  }
}

const CAPACITY_WORDS = (i18n: I18n, field: string): string => {
  switch (field) {
    case 'active_export_capacity':
      return i18n._({ id: 'manage.qualification.field.activeExport', message: 'active export capacity' });
    case 'active_import_capacity':
      return i18n._({ id: 'manage.qualification.field.activeImport', message: 'active import capacity' });
    case 'reactive_export_capacity':
      return i18n._({ id: 'manage.qualification.field.reactiveExport', message: 'reactive export capacity' });
    case 'reactive_import_capacity':
      return i18n._({ id: 'manage.qualification.field.reactiveImport', message: 'reactive import capacity' });
    default:
      return field.replace(/_/g, ' ');
  }
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One reason an asset does not qualify, in words (the server's sentence when the code is unknown). */
export function reasonText(i18n: I18n, reason: QualificationReason, region: FormatRegion): string {
  // Voltage and capacity reasons are worded from their details; without them, the server's sentence.
  if (!reason.details && (reason.code === 'voltage' || reason.code === 'capacity')) return reason.message;
  const d = (reason.details ?? {}) as Record<string, unknown>;
  switch (reason.code) {
    case 'no_location':
      return i18n._({ id: 'manage.qualification.reason.noLocation', message: 'The asset has no location' });
    case 'no_boundary':
      return i18n._({ id: 'manage.qualification.reason.noBoundary', message: 'The competition has no boundary yet' });
    case 'inactive':
      return i18n._({ id: 'manage.qualification.reason.inactive', message: 'The asset is inactive' });
    case 'location': {
      const km = num(d.distance_km);
      return km === null
        ? i18n._({ id: 'manage.qualification.reason.outside', message: 'Outside the competition boundary' })
        : i18n._({
            id: 'manage.qualification.reason.outsideBy',
            message: 'Outside the competition boundary by {km} km',
            values: { km: formatNumber(km, { maxDecimals: 1 }, region) },
          });
    }
    case 'voltage': {
      const min = formatKv(num(d.min), region);
      const max = formatKv(num(d.max), region);
      const range =
        min && max
          ? i18n._({ id: 'manage.qualification.reason.range', message: '{min} to {max}', values: { min, max } })
          : min
            ? i18n._({ id: 'manage.qualification.reason.atLeast', message: 'at least {min}', values: { min } })
            : max
              ? i18n._({ id: 'manage.qualification.reason.atMost', message: 'at most {max}', values: { max } })
              : '';
      const voltage = formatKv(num(d.voltage_level), region);
      return voltage
        ? i18n._({ id: 'manage.qualification.reason.voltage', message: 'Connection voltage {voltage} is outside {range}', values: { voltage, range } })
        : i18n._({ id: 'manage.qualification.reason.noVoltage', message: 'Connection voltage unknown; the competition needs {range}', values: { range } });
    }
    case 'capacity':
      return i18n._({
        id: 'manage.qualification.reason.capacity',
        message: 'No {field}: the competition needs it above 0 {unit}',
        values: { field: CAPACITY_WORDS(i18n, String(d.field ?? '')), unit: String(d.unit ?? 'MW') },
      });
    default:
      return reason.message;
  }
}

/** Every reason of a qualification in words; an operator's disqualification first, with its reason. */
export function reasonsText(
  i18n: I18n,
  row: Pick<Qualification, 'reasons' | 'eligibility_status' | 'override_reason'>,
  region: FormatRegion,
  audience: 'provider' | 'operator',
): string[] {
  const out: string[] = [];
  if (row.eligibility_status === 'disqualified') {
    const why = overrideReasonLabel(i18n, row.override_reason);
    out.push(
      audience === 'provider'
        ? i18n._({ id: 'manage.qualification.reason.disqualified', message: 'Disqualified by the operator: {reason}', values: { reason: why } })
        : i18n._({ id: 'manage.operatorAssets.reason.disqualified', message: 'Disqualified by you: {reason}', values: { reason: why } }),
    );
  }
  if (row.eligibility_status !== 'eligible') out.push(...row.reasons.map((r) => reasonText(i18n, r, region)));
  return out;
}

/** What a provider completes on an asset, in words. */
export function missingFieldText(i18n: I18n, field: AssetDataField): string {
  switch (field) {
    case 'location':
      return i18n._({ id: 'manage.qualification.missing.location', message: 'Location' });
    case 'voltage_level':
      return i18n._({ id: 'manage.qualification.missing.voltage', message: 'Connection voltage' });
    case 'active_export_capacity':
      return i18n._({ id: 'manage.qualification.missing.activeExport', message: 'Active export capacity' });
    case 'active_import_capacity':
      return i18n._({ id: 'manage.qualification.missing.activeImport', message: 'Active import capacity' });
    case 'reactive_export_capacity':
      return i18n._({ id: 'manage.qualification.missing.reactiveExport', message: 'Reactive export capacity' });
    default:
      return i18n._({ id: 'manage.qualification.missing.reactiveImport', message: 'Reactive import capacity' });
  }
}

/** MW for active capacity fields, MVAr for reactive ones. */
export const capacityUnit = (field: string): 'MW' | 'MVAr' => (field.startsWith('reactive') ? 'MVAr' : 'MW');
