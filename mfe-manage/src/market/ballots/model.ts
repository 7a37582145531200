/**
 * The ballot form's rules, kept pure (workflows §3 "Bidding", §4, §5): one row per service window,
 * validity per window (unset until something is entered), the offers a submission sends, the
 * multi-bid overwrite check and the default asset selection.
 */
import { i18n } from '@lingui/core';
import type { Ballot, Bid, BiddingRules, BidOffer } from 'shared-session';
import { isCurrency, isDuration, maxDecimalPlaces, required } from 'shared-ui';
import { periodsOf, type ProviderAssetSummary, type ProviderCompetition, type ServicePeriod, type ServiceWindow } from '../../common/competitions';
import type { RateField } from '../shared/labels';

export type BidField = 'capacity' | 'max_runtime' | RateField;

/** What the user types for one window, as text. */
export interface BidRowValues {
  service_window: number;
  capacity: string;
  max_runtime: string;
  availability_price: string;
  utilisation_price: string;
  service_fee: string;
}

export interface BidFormValues {
  bids: BidRowValues[];
}

/** The fields a multi-bid offer may set on every window. */
export type MultiBidValues = Pick<BidRowValues, BidField>;

export type RowErrors = Partial<Record<BidField, string>>;
export type Validity = 'unset' | 'valid' | 'invalid';

/** What validation needs to know about the competition and the ballot. */
export interface BidRules {
  rateFields: readonly RateField[];
  capacityDecimals: number;
  /** What the ballot's assets can deliver together; null when unknown. */
  maxCapacity: number | null;
  unit: string;
}

export function bidRulesOf(rules: BiddingRules, ballot: Pick<Ballot, 'max_capacity'> | null): BidRules {
  return { rateFields: rules.rate_fields, capacityDecimals: rules.capacity_decimals, maxCapacity: ballot?.max_capacity ?? null, unit: rules.unit };
}

/** A service window to bid in, with its period's name. */
export type BallotWindow = Pick<ServiceWindow, 'id' | 'name' | 'start_time' | 'end_time'> & { period: ServicePeriod['name'] };

/** Every window of the competition, period by period. */
export function windowsOf(competition: ProviderCompetition): BallotWindow[] {
  return periodsOf(competition).flatMap((p) =>
    p.windows.map((w) => ({ id: w.id, name: w.name, period: p.name, start_time: w.start_time, end_time: w.end_time })),
  );
}

const blank = (value: string | undefined | null) => !value || value.trim() === '';
const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The fields a row of this competition has: capacity, max runtime and its rate fields. */
export const fieldsOf = (rateFields: readonly RateField[]): BidField[] => ['capacity', 'max_runtime', ...rateFields];

/** A window's row, filled from the ballot's bid there when it has one. */
export function rowOf(windowId: number, bid?: Bid | null): BidRowValues {
  return {
    service_window: windowId,
    capacity: text(bid?.capacity),
    max_runtime: bid?.max_runtime ?? '',
    availability_price: text(bid?.availability_price),
    utilisation_price: text(bid?.utilisation_price),
    service_fee: text(bid?.service_fee),
  };
}

export function formValuesOf(windows: readonly BallotWindow[], bids: readonly Bid[]): BidFormValues {
  const byWindow = new Map(bids.map((b) => [b.service_window, b]));
  return { bids: windows.map((w) => rowOf(w.id, byWindow.get(w.id))) };
}

/** A row left completely empty is not submitted. */
export function isRowEmpty(row: BidRowValues, rateFields: readonly RateField[]): boolean {
  return fieldsOf(rateFields).every((f) => blank(row[f]));
}

/** The first problem of one non-empty value, or undefined (mirrors the server's rules). */
export function fieldError(field: BidField, value: string, rules: BidRules): string | undefined {
  if (field === 'max_runtime') return isDuration(value);
  if (field !== 'capacity') return isCurrency(value);
  const decimals = maxDecimalPlaces(rules.capacityDecimals)(value);
  if (decimals) return decimals;
  const n = Number(value.trim());
  if (!(n > 0)) return i18n._({ id: 'manage.ballots.capacity.positive', message: 'Capacity must be greater than zero.' });
  if (rules.maxCapacity !== null && n > rules.maxCapacity + 1e-9) {
    return i18n._({
      id: 'manage.ballots.capacity.max',
      message: "Capacity is more than the ballot's assets can deliver ({max} {unit}).",
      values: { max: rules.maxCapacity, unit: rules.unit },
    });
  }
  return undefined;
}

/** A row's errors: none when empty; otherwise every field of the competition is required and checked. */
export function validateRow(row: BidRowValues, rules: BidRules): RowErrors {
  if (isRowEmpty(row, rules.rateFields)) return {};
  const errors: RowErrors = {};
  for (const field of fieldsOf(rules.rateFields)) {
    const value = row[field];
    const error = blank(value) ? required(value) : fieldError(field, value, rules);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The form's record-level validation (react-final-form). */
export function validateForm(values: BidFormValues, rules: BidRules): { bids?: RowErrors[] } {
  const rows = values.bids.map((row) => validateRow(row, rules));
  return rows.some((e) => Object.keys(e).length) ? { bids: rows } : {};
}

/** Validity per window: unset while the row is empty, then valid or invalid. */
export function rowValidity(row: BidRowValues, rules: BidRules): Validity {
  if (isRowEmpty(row, rules.rateFields)) return 'unset';
  return Object.keys(validateRow(row, rules)).length ? 'invalid' : 'valid';
}

/** A ballot is valid only if no bid is invalid. */
export const isBallotValid = (rows: readonly BidRowValues[], rules: BidRules): boolean => rows.every((r) => rowValidity(r, rules) !== 'invalid');

const price = (value: string) => (blank(value) ? null : Number(value.trim()));

/** The offers to submit (non-empty rows only, with only the competition's rates) and the form row each came from. */
export function offersOf(rows: readonly BidRowValues[], rateFields: readonly RateField[]): { offers: BidOffer[]; rowIndexes: number[] } {
  const offers: BidOffer[] = [];
  const rowIndexes: number[] = [];
  rows.forEach((row, index) => {
    if (isRowEmpty(row, rateFields)) return;
    const offer: BidOffer = { service_window: row.service_window, capacity: Number(row.capacity.trim()), max_runtime: row.max_runtime.trim().replace(/\s+/g, ' ') };
    for (const field of rateFields) offer[field] = price(row[field]);
    offers.push(offer);
    rowIndexes.push(index);
  });
  return { offers, rowIndexes };
}

/** Rows whose populated fields a multi-bid offer would change. */
export function overwrittenRows(rows: readonly BidRowValues[], offer: Partial<MultiBidValues>, rateFields: readonly RateField[]): number[] {
  return rows.flatMap((row, index) =>
    fieldsOf(rateFields).some((f) => !blank(offer[f]) && !blank(row[f]) && row[f].trim() !== offer[f]!.trim()) ? [index] : [],
  );
}

/** Every row with the offer's filled fields applied. */
export function applyToAll(rows: readonly BidRowValues[], offer: Partial<MultiBidValues>, rateFields: readonly RateField[]): BidRowValues[] {
  const filled = fieldsOf(rateFields).filter((f) => !blank(offer[f]));
  return rows.map((row) => ({ ...row, ...Object.fromEntries(filled.map((f) => [f, offer[f]!.trim()])) }));
}

/** The multi-bid offer's errors: each filled field checked; at least one must be filled. */
export function validateMultiBid(offer: Partial<MultiBidValues>, rules: BidRules): RowErrors {
  const errors: RowErrors = {};
  for (const field of fieldsOf(rules.rateFields)) {
    const value = offer[field];
    const error = blank(value) ? undefined : fieldError(field, value!, rules);
    if (error) errors[field] = error;
  }
  return errors;
}

const QUALIFYING = new Set(['eligible', 'qualified']);

/** Only real (not planned) assets that qualify can bid. */
export const canBid = (asset: Pick<ProviderAssetSummary, 'eligibility_status' | 'planned'>): boolean => QUALIFYING.has(asset.eligibility_status) && !asset.planned;

/**
 * The default asset selection (workflows §4 "Bidding data reset"): the assets of the active ballot
 * asset group if any, otherwise the assets that can bid and are in no group.
 */
export function defaultSelection(assets: readonly ProviderAssetSummary[], ballots: readonly Ballot[], current?: Ballot | null): number[] {
  const available = assets.filter(canBid).map((a) => a.flex_asset);
  const group = current?.ballot_asset_group;
  if (group?.is_active) {
    const mine = new Set(group.ballot_assets.map((a) => a.flex_asset));
    return available.filter((id) => mine.has(id));
  }
  const grouped = new Set(
    ballots.filter((b) => b.is_active && b.ballot_asset_group?.is_active).flatMap((b) => b.ballot_asset_group!.ballot_assets.map((a) => a.flex_asset)),
  );
  return available.filter((id) => !grouped.has(id));
}
