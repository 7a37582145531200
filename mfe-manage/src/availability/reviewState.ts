/**
 * What travels from the change screen to the confirm screen and back, in the router's history
 * state: the draft being reviewed and the record it changes. History state outlives the page (a
 * reload, an old entry), so a screen reads it only once it has the shape the change screen writes.
 */
import type { AssetChoice, UnavailabilityDraft } from './model';

export interface ReviewState {
  draft: UnavailabilityDraft;
  /** The record being changed, or null for a new one. */
  recordId: number | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isAssetChoice(value: object | null): value is AssetChoice {
  return value !== null && 'id' in value && typeof value.id === 'number' && 'ref' in value && typeof value.ref === 'string' && 'name' in value && typeof value.name === 'string';
}

function isDraft(value: unknown): value is UnavailabilityDraft {
  if (typeof value !== 'object' || value === null || !('asset' in value)) return false;
  const asset = value.asset;
  if (asset !== null && (typeof asset !== 'object' || !isAssetChoice(asset))) return false;
  return (
    'unavailable_from_date' in value &&
    isText(value.unavailable_from_date) &&
    'unavailable_from_time' in value &&
    isText(value.unavailable_from_time) &&
    'unavailable_to_date' in value &&
    isText(value.unavailable_to_date) &&
    'unavailable_to_time' in value &&
    isText(value.unavailable_to_time) &&
    'reason' in value &&
    isText(value.reason)
  );
}

/** Whether a history state is a review the change screen wrote. */
export function isReviewState(state: unknown): state is ReviewState {
  if (typeof state !== 'object' || state === null || !('draft' in state) || !('recordId' in state)) return false;
  return isDraft(state.draft) && (state.recordId === null || typeof state.recordId === 'number');
}
