/**
 * The named API types and `Expanded` are checked by the compiler (pnpm run typecheck): each
 * `@ts-expect-error` below fails the typecheck if the line it marks stops being an error, and the
 * assignments fail it if the generated types stop saying what an expanded object holds.
 * The runtime assertions only keep Jest from reporting an empty file.
 */
import type {
  AssetSummaryCounts,
  AssetSummaryRow,
  Competition,
  CompetitionServicePeriod,
  Expanded,
  ExpandedBoundary,
  ItemOf,
  MapDocument,
  PublicCompetition,
  RequestBodyOf,
  SystemOperator,
} from './types';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(value: T): T => value;

describe('generated API types', () => {
  it('types an expanded operator as the operator row, and an unexpanded one as id or row', () => {
    type Listed = Expanded<Competition, 'operator' | 'boundary'>;
    assertType<Equal<Listed['operator'], SystemOperator>>(true);
    assertType<Equal<Listed['boundary'], ExpandedBoundary | null>>(true);
    assertType<Equal<Competition['operator'], number | SystemOperator>>(true);
    const listed = { operator: { name: 'Northern Lines' } } as Listed;
    const name: string = listed.operator.name;
    const plain = { operator: 1 } as unknown as Competition;
    // @ts-expect-error without expand=operator the operator may be an id
    const notExpanded: string = plain.operator.name;
    expect([name, notExpanded]).toHaveLength(2);
  });

  it('expands arrays of ids and nested paths', () => {
    type Detail = Expanded<Competition, 'service_periods', { service_periods: 'windows' }>;
    type Period = Detail['service_periods'][number];
    assertType<Equal<Period['windows'], NonNullable<CompetitionServicePeriod['windows']>>>(true);
    // Without the nested path the windows are optional (absent unless expand=service_periods.windows).
    assertType<Equal<undefined extends CompetitionServicePeriod['windows'] ? true : false, true>>(true);
    // Boundary coordinates are numbers, not unknown: [lon, lat] positions of rings of polygons.
    assertType<Equal<ExpandedBoundary['boundary']['coordinates'][number][number][number][number], number>>(true);
    expect(true).toBe(true);
  });

  it('keeps the public view to its public fields', () => {
    // @ts-expect-error the public competition has no contact
    type Contact = PublicCompetition['contact'];
    const publicOperator = {} as Exclude<PublicCompetition['operator'], number>;
    // @ts-expect-error the public operator is its identity only
    const area: string[] = publicOperator.operating_area;
    expect([area] as Array<Contact | string[]>).toHaveLength(1);
  });

  it('derives items, request bodies and union members from the paths', () => {
    assertType<Equal<ItemOf<'/flex/competitions/'>, Competition>>(true);
    type Create = RequestBodyOf<'/flex/competitions/', 'post'>;
    assertType<Equal<Create['name'], string>>(true);
    assertType<Equal<AssetSummaryRow['planned'], boolean>>(true);
    assertType<Equal<AssetSummaryCounts['providers'], number>>(true);
    assertType<Equal<MapDocument['pins'][number]['location'][number], number>>(true);
    expect(true).toBe(true);
  });
});
