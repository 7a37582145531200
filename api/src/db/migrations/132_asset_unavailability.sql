-- Assets: how an asset was located, and the provider's unavailability records.

-- 'postcode': at its postcode district's centroid (moves when the postcode changes);
-- 'point': a point the provider gave (kept when only the postcode changes). NULL for rows written
-- before this column existed: treated as 'point' when they have a location.
ALTER TABLE flex_assets ADD COLUMN located_by text CHECK (located_by IS NULL OR located_by IN ('postcode', 'point'));
ALTER TABLE planned_assets ADD COLUMN located_by text CHECK (located_by IS NULL OR located_by IN ('postcode', 'point'));

-- A period in which an asset cannot deliver (spec workflows §3 "Unavailability record": from and
-- to, each a date and a time, and a reason). Stored as two instants; a record exists only whole.
CREATE TABLE asset_unavailability (
  id serial PRIMARY KEY,
  flex_asset_id integer NOT NULL REFERENCES flex_assets (id) ON DELETE CASCADE,
  unavailable_from timestamptz NOT NULL,
  unavailable_to timestamptz NOT NULL,
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 500),
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK (unavailable_to > unavailable_from)
);
CREATE INDEX asset_unavailability_asset_idx ON asset_unavailability (flex_asset_id, unavailable_from);
