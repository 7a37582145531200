/** The filters' choices for an operator: its own competitions, their GSP groups and products, and its counterparties. */
import type { Db } from '../../db/types.js';
import type { FilterOptions } from './schemas.js';

export async function filterOptions(db: Db, operatorId: number): Promise<FilterOptions> {
  const competitions = await db.query<{ id: string; name: string }>(
    `SELECT id::text AS id, name FROM competitions WHERE operator_id = $1 ORDER BY name, id`,
    [operatorId],
  );
  const areas = await db.query<{ id: string; name: string }>(
    `SELECT g.gsp_group AS id, min(g.name) AS name
       FROM (SELECT DISTINCT unnest(gsp_groups) AS gsp_group FROM competitions WHERE operator_id = $1) used
       JOIN gsp_regions g ON g.gsp_group = used.gsp_group
      GROUP BY g.gsp_group ORDER BY g.gsp_group`,
    [operatorId],
  );
  const products = await db.query<{ id: string }>(
    `SELECT DISTINCT competition_type AS id FROM competitions WHERE operator_id = $1 ORDER BY 1`,
    [operatorId],
  );
  // Counterparties: providers that bid in the operator's competitions.
  const providers = await db.query<{ id: string; name: string }>(
    `SELECT o.id::text AS id, o.name FROM organisations o
      WHERE o.org_type = 'flexprovider'
        AND EXISTS (SELECT 1 FROM bids b JOIN competitions c ON c.id = b.competition_id WHERE b.flex_provider_id = o.id AND c.operator_id = $1)
      ORDER BY o.name, o.id`,
    [operatorId],
  );
  return {
    competitions: competitions.rows,
    areas: areas.rows,
    products: products.rows.map((p) => ({ id: p.id, name: p.id })),
    providers: providers.rows,
  };
}
