/** The assets table's server-side search and sort fields (flex/assets/). */
import { Type } from '@sinclair/typebox';
import { sql } from '../../db/sql.js';
import type { CustomFilter } from '../../resources/index.js';

/** `search=`: text anywhere in the ref, name, postcode or a meter id (case-insensitive). */
export const assetSearch: CustomFilter = {
  schema: Type.String({ maxLength: 100, description: 'Text in the ref, name, postcode, export or import meter id (case-insensitive)' }),
  apply: (v) => {
    const text = String(v).trim();
    if (!text) return null;
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(t.ref ILIKE ${like} OR t.name ILIKE ${like} OR t.postcode ILIKE ${like}
      OR t.export_meter_id ILIKE ${like} OR t.import_meter_id ILIKE ${like})`;
  },
};

/** Every column of the assets table sorts on the server. */
export const FLEX_ASSET_ORDERING = [
  'ref',
  'name',
  'created',
  'updated',
  'voltage_level',
  'asset_type',
  'asset_category',
  'status',
  'postcode',
  'is_active',
  'active_export_capacity',
  'active_import_capacity',
  'reactive_export_capacity',
  'reactive_import_capacity',
  'export_meter_id',
  'import_meter_id',
];
