-- Address search by place name: postcode areas are also found by the post town they are
-- named after ("Leeds" → LS). Each place keeps its code (postcode area or district, GSP code) and
-- name (post town, region or GSP name) beside the English label, so the front end can word the
-- result in the user's language. The seed refills the table when it has no post towns yet.
ALTER TABLE geo_places DROP CONSTRAINT IF EXISTS geo_places_kind_check;
ALTER TABLE geo_places ADD CONSTRAINT geo_places_kind_check
  CHECK (kind IN ('postcode_district', 'postcode_area', 'post_town', 'gsp', 'gsp_region'));
ALTER TABLE geo_places ADD COLUMN code text;
ALTER TABLE geo_places ADD COLUMN name text;
