-- An asset's unavailability records never overlap, however many requests write at once: the
-- database refuses a record whose period meets another of the same asset (spec workflows §3).
-- Periods are half-open, [from, to): a record may start exactly when the previous one ends, as the
-- API's own check has always allowed. btree_gist lets the integer asset id share the GiST index
-- with the range. A violation (23P01) names the constraint, which the API answers as a 400 on
-- unavailable_from (domain/assets/unavailability.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Records that concurrent requests slipped past the API's check before this constraint existed:
-- in the order they were created, a record that overlaps one kept before it is removed — the
-- answer it should have had was a 400. (Kept records: the first of each clash, and any later one
-- that only clashed with a removed record.)
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, flex_asset_id, unavailable_from, unavailable_to FROM asset_unavailability ORDER BY id LOOP
    DELETE FROM asset_unavailability u
     WHERE u.id = r.id
       AND EXISTS (SELECT 1 FROM asset_unavailability k
                    WHERE k.flex_asset_id = r.flex_asset_id AND k.id < r.id
                      AND k.unavailable_from < r.unavailable_to AND k.unavailable_to > r.unavailable_from);
  END LOOP;
END $$;

ALTER TABLE asset_unavailability
  ADD CONSTRAINT asset_unavailability_no_overlap
  EXCLUDE USING gist (flex_asset_id WITH =, tstzrange(unavailable_from, unavailable_to) WITH &&);
