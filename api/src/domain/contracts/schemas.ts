/**
 * Contracts' TypeBox schemas: framework agreements, call-off contracts with their obligations,
 * and the bodies of accepting and terminating. Dates are calendar dates (YYYY-MM-DD); a
 * contract's and an obligation's `ends_on` is the first day it no longer runs (shown one day
 * earlier, platform §9). Rates travel as decimal strings in the contract's currency.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, DateTime, Nullable, NullableDateTime, literalUnion } from '../../platform/http/schemas.js';
import { DecimalString } from '../settlement/schemas.js';

export const CONTRACT_STATUSES = ['awaiting_acceptance', 'active', 'ended', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const POWER_UNITS = ['MW', 'MVAr'] as const;
export const CONTRACT_DOWNLOAD_FORMATS = ['pdf', 'csv'] as const;
export type ContractDownloadFormat = (typeof CONTRACT_DOWNLOAD_FORMATS)[number];

export const FrameworkAgreementRow = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'FA-<operator>-<provider>-<outcome>' }),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  system_operator: Type.Integer(),
  system_operator_name: Type.String(),
  name: Type.String({ description: 'e.g. ENA Flexibility Services Standard Agreement' }),
  version: Type.String({ description: 'e.g. 3.0' }),
  signed_on: DateOnly,
  signed_by: Type.String({ description: 'The name of the person who signed for the provider' }),
  created: DateTime,
});
export type FrameworkAgreementRow = Static<typeof FrameworkAgreementRow>;

export const ObligationRow = Type.Object({
  id: Type.Integer(),
  bid: Type.Integer(),
  service_window: Type.Integer(),
  window_name: Type.String(),
  start_time: Type.String({ description: 'HH:MM, competition clock' }),
  end_time: Type.String({ description: 'HH:MM, competition clock' }),
  service_days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { description: '0 = Monday … 6 = Sunday' }),
  holiday_handling: Type.String(),
  flex_assets: Type.Array(Type.Integer()),
  power_type: Type.String(),
  unit: literalUnion(POWER_UNITS),
  capacity: DecimalString,
  max_runtime_seconds: Type.Integer(),
  availability_rate: Nullable(DecimalString),
  utilisation_rate: Nullable(DecimalString),
  service_fee: Nullable(DecimalString),
  currency: Type.String(),
  starts_on: DateOnly,
  ends_on: Type.String({ format: 'date', description: 'The first day the obligation no longer runs (shown one day earlier)' }),
});
export type ObligationRow = Static<typeof ObligationRow>;

export const ObligationUnavailability = Type.Object({
  flex_asset: Type.Integer(),
  asset_ref: Type.String(),
  unavailable_from: DateTime,
  unavailable_to: DateTime,
  reason: Type.String(),
});

/** obligations/v1: one obligation with its contract's parties and state, and the declared unavailability that touches it. */
export const ObligationV1Row = Type.Composite([
  ObligationRow,
  Type.Object({
    contract: Type.Integer(),
    contract_reference: Type.String(),
    contract_status: literalUnion(CONTRACT_STATUSES, 'The contract’s status (ended: active, with its end passed)'),
    competition: Type.Integer(),
    competition_name: Type.String(),
    flex_provider: Type.Integer(),
    flex_provider_name: Type.String(),
    system_operator: Type.Integer(),
    system_operator_name: Type.String(),
    binds_until: Nullable(
      Type.String({ format: 'date', description: 'The first day it no longer binds: its end, or its contract’s termination date; null while the contract awaits acceptance or if it was withdrawn unaccepted' }),
    ),
    binds_today: Type.Boolean({ description: 'Dispatch may instruct it today (competition clock)' }),
    unavailability: Type.Array(ObligationUnavailability, {
      description: 'Unavailability the provider declared for the obligation’s assets that overlaps its dates',
    }),
  }),
]);
export type ObligationV1Row = Static<typeof ObligationV1Row>;

/** What happened to a contract (`contract.updated`, `obligation.updated`). */
/** `transferred`: an obligation moved to another provider on the exchange (exchange/transfer.ts). */
export type ContractChange = 'created' | 'accepted' | 'terminated' | 'transferred';

export const ContractRow = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: 'CO-<competition reference>-<provider>' }),
  status: literalUnion(CONTRACT_STATUSES, 'ended: an active contract whose end has passed (not stored)'),
  competition: Type.Integer(),
  competition_name: Type.String(),
  competition_reference: Type.String(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  system_operator: Type.Integer(),
  system_operator_name: Type.String(),
  framework_agreement: Nullable(Type.Integer()),
  framework_reference: Nullable(Type.String()),
  framework_name: Nullable(Type.String()),
  currency: Type.String(),
  starts_on: DateOnly,
  ends_on: Type.String({ format: 'date', description: 'The first day the contract no longer runs (shown one day earlier)' }),
  total_capacity: DecimalString,
  obligation_count: Type.Integer(),
  accepted_at: NullableDateTime,
  accepted_name: Nullable(Type.String()),
  accepted_by_email: Nullable(Type.String()),
  terms_read: Type.Boolean(),
  terminated_at: NullableDateTime,
  termination_reason: Nullable(Type.String()),
  termination_date: Nullable(Type.String({ format: 'date', description: 'The first day the terminated contract no longer runs' })),
  created: DateTime,
  updated: DateTime,
  obligations: Type.Array(ObligationRow),
});
export type ContractRow = Static<typeof ContractRow>;

export const AcceptBody = Type.Object(
  {
    name: Type.String({ maxLength: 200, description: 'The full name of the person accepting, typed' }),
    terms_read: Type.Boolean({ description: 'Ticked: the person has read the contract terms' }),
  },
  { additionalProperties: false },
);
export type AcceptBody = Static<typeof AcceptBody>;

export const TerminateBody = Type.Object(
  {
    reason: Type.String({ maxLength: 2000, description: 'Why the contract is terminated (told to the provider)' }),
    termination_date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD: the last day the contract runs; not before today nor after its end' }),
  },
  { additionalProperties: false },
);
export type TerminateBody = Static<typeof TerminateBody>;

export const ContractDownloads = Type.Object({
  pdf: Type.String({ description: 'Signed link to the summary PDF, for the caller only' }),
  csv: Type.String({ description: 'Signed link to the obligations as CSV, for the caller only' }),
  expires: DateTime,
});
export type ContractDownloads = Static<typeof ContractDownloads>;

export const ContractDownloadParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), format: literalUnion(CONTRACT_DOWNLOAD_FORMATS) });
export const ContractDownloadQuery = Type.Object(
  {
    user: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    expires: Type.Integer({ minimum: 0, maximum: 99999999999 }),
    signature: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
