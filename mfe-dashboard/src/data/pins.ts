import { api, isApiError, type AssetPin } from 'shared-session';
import { mark, MARK_DATA_ARRIVED } from './marks';
import type { CallContext } from './calls';
import type { DocumentLoader } from './mapDocument';
import type { MapPin } from './views';

export const PAGE_SIZE_PINS = 1000;

export interface MapDataResult {
  pins: MapPin[];
  source: 'document' | 'cache' | 'paginated';
}

/** A pin as the map places it: its [lon, lat] location as lat and lng. */
function pinOf(p: AssetPin): MapPin[] {
  const [lng, lat] = p.location;
  if (lng === undefined || lat === undefined) return [];
  const pin: MapPin = { id: p.id, type: p.type, lat, lng, matching: p.matching, details: p.details };
  if (p.competitions) pin.competitions = p.competitions;
  const reasons = p.reasons?.filter((r) => r !== '');
  if (reasons?.length) pin.reasons = reasons;
  return [pin];
}

/** The pins the map places (one without a two-number location is left off). */
export function pinsOf(rows: readonly AssetPin[]): MapPin[] {
  return rows.flatMap(pinOf);
}

/** The pins of flex/assetoverviews/, every page (when there is no map-data document). */
async function paginatedPins(ctx: CallContext): Promise<MapPin[]> {
  const rows = await api.all('/flex/assetoverviews/', { pageSize: PAGE_SIZE_PINS, request: ctx.request });
  mark(MARK_DATA_ARRIVED);
  return pinsOf(rows);
}

/**
 * The map's pins: from the map-data document when the API lists one, else page by page. No
 * map-data file yet (404) falls back silently; any other failure is reported, then falls back.
 */
export async function loadMapData(ctx: CallContext, loadDocument: DocumentLoader, onError: (error: unknown) => void): Promise<MapDataResult> {
  try {
    const doc = await loadDocument();
    if (doc) return { pins: pinsOf(doc.body.pins), source: doc.source };
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) onError(error);
  }
  return { pins: await paginatedPins(ctx), source: 'paginated' };
}
