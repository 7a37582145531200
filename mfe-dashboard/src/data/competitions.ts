import { api, type CompetitionBoundary, type QueryOf } from 'shared-session';
import { competitionOfDocument, type DocumentLoader } from './mapDocument';
import type { CallContext } from './calls';
import type { CompetitionDetail, DashboardCompetition, ListedCompetition, Role, ShownCompetition } from './views';

export const PAGE_SIZE_COMPETITIONS = 200;

type ListQuery = Omit<QueryOf<'/flex/competitions/'>, 'expand' | 'limit' | 'offset'>;
type ListExpansion = 'operator' | 'boundary' | 'confirmation' | 'qualifyingAssets';

// One qualifying-asset count for the list and the detail: the API's expand=qualifyingAssets
// (eligible or qualified, flex and planned assets alike; a provider's own). Operators also get
// their confirmation (entry or results).
const LIST_EXPAND: readonly ListExpansion[] = ['operator', 'boundary', 'qualifyingAssets'];
const OPERATOR_LIST_EXPAND: readonly ListExpansion[] = ['operator', 'boundary', 'confirmation', 'qualifyingAssets'];
const DETAIL_EXPAND = ['operator', 'service_periods.windows', 'qualifyingAssets'] as const;
const OPERATOR_DETAIL_EXPAND = ['operator', 'service_periods.windows', 'confirmation', 'qualifyingAssets'] as const;

/** The items with the first of each id only. */
function dedupeById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

/** Every page of flex/competitions/ (pages of 200 until the total), each competition once. */
async function allCompetitionPages(ctx: CallContext, query: ListQuery, expand: readonly ListExpansion[]): Promise<ListedCompetition[]> {
  const out: ListedCompetition[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE_COMPETITIONS) {
    const page = await api.page('/flex/competitions/', { query: { ...query, limit: PAGE_SIZE_COMPETITIONS, offset }, expand, request: ctx.request });
    out.push(...page.items);
    const done = page.total !== null ? offset + PAGE_SIZE_COMPETITIONS >= page.total : page.items.length < PAGE_SIZE_COMPETITIONS;
    if (done || page.items.length === 0) break;
  }
  return dedupeById(out);
}

/** Logged out, the competitions come from the public map-data document (open ones only). */
async function publicCompetitions(loadDocument: DocumentLoader): Promise<DashboardCompetition[]> {
  const doc = await loadDocument();
  return doc ? doc.body.competitions.map(competitionOfDocument) : [];
}

/**
 * The competitions list (low-fidelity boundaries, only those with one): a provider's and a user's
 * from qualifying to closed; an operator's own, with feature e163 also those within its operating
 * area; logged out, the map-data document's.
 */
export async function listCompetitions(
  ctx: CallContext,
  loadDocument: DocumentLoader,
  role: Role,
  roleId: number | null,
  flags: ReadonlySet<string>,
): Promise<DashboardCompetition[]> {
  if (role === 'public') return publicCompetitions(loadDocument);
  const base: ListQuery = { boundary_fidelity: 'low', require_boundary: true, ordering: flags.has('e329') ? 'name,id' : 'name' };
  if (role !== 'systemoperator') return allCompetitionPages(ctx, { ...base, from_status: 'qualifying', to_status: 'closed' }, LIST_EXPAND);
  const own = await allCompetitionPages(ctx, base, OPERATOR_LIST_EXPAND);
  if (!flags.has('e163') || roleId === null) return own;
  const area = await allCompetitionPages(ctx, { ...base, within_operators_area: roleId }, OPERATOR_LIST_EXPAND);
  return dedupeById([...own, ...area]);
}

/** 404 as the API answers it, for a competition the public document does not hold. */
function notFound(): Error {
  return Object.assign(new Error('Not found'), { status: 404 });
}

/**
 * The open competition (page 2) with its operator, service periods and windows. A provider also
 * opens archived ones (include_archived, as the list does).
 */
async function competitionDetail(ctx: CallContext, id: number, role: Role): Promise<CompetitionDetail> {
  if (role === 'flexprovider') {
    return api.get('/flex/competitions/{id}/', { path: { id }, query: { include_archived: true }, expand: DETAIL_EXPAND, request: ctx.request });
  }
  const expand = role === 'systemoperator' ? OPERATOR_DETAIL_EXPAND : DETAIL_EXPAND;
  return api.get('/flex/competitions/{id}/', { path: { id }, expand, request: ctx.request });
}

/** The competition shown on page 2; logged out, the document's entry (404 when it holds none). */
export async function showCompetition(ctx: CallContext, loadDocument: DocumentLoader, id: number, role: Role): Promise<ShownCompetition> {
  if (role === 'public') {
    const found = (await publicCompetitions(loadDocument)).find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  }
  const detail = await competitionDetail(ctx, id, role);
  // The detailed boundary is fetched on its own (competitionBoundary): here `boundary` is only its id.
  return { ...detail, boundary: null };
}

/** The competition's high-fidelity boundary (none logged out: the document's polygons serve). */
export async function competitionBoundary(ctx: CallContext, competitionId: number, role?: Role): Promise<CompetitionBoundary | null> {
  if (role === 'public') return null;
  const rows = await api.get('/flex/competitionboundaries/', { query: { competition: String(competitionId), fidelity: 'high' }, request: ctx.request });
  return rows[0] ?? null;
}
