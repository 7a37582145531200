-- Flexible assets, planned assets and their qualification against competitions.

CREATE TABLE flex_assets (
  id serial PRIMARY KEY,
  ref text NOT NULL,
  name text NOT NULL,
  flex_provider_id integer NOT NULL REFERENCES organisations (id),
  asset_type text NOT NULL CHECK (asset_type IN (
    'demand_side_response', 'energy_efficiency', 'interconnectors', 'low_carbon', 'renewable', 'storage', 'thermal')),
  asset_category text NOT NULL CHECK (asset_category IN (
    'demand_side_response', 'energy_efficiency', 'interconnectors', 'low_carbon', 'renewable', 'storage', 'thermal')),
  status text NOT NULL DEFAULT 'operational' CHECK (status IN ('operational', 'commissioning', 'maintenance', 'decommissioned')),
  lon double precision CHECK (lon IS NULL OR (lon BETWEEN -180 AND 180)),
  lat double precision CHECK (lat IS NULL OR (lat BETWEEN -90 AND 90)),
  postcode text NOT NULL DEFAULT '',
  export_meter_id text,
  import_meter_id text,
  active_export_capacity double precision NOT NULL DEFAULT 0 CHECK (active_export_capacity >= 0),
  active_import_capacity double precision NOT NULL DEFAULT 0 CHECK (active_import_capacity >= 0),
  reactive_export_capacity double precision NOT NULL DEFAULT 0 CHECK (reactive_export_capacity >= 0),
  reactive_import_capacity double precision NOT NULL DEFAULT 0 CHECK (reactive_import_capacity >= 0),
  voltage_level double precision CHECK (voltage_level IS NULL OR voltage_level > 0),
  is_active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX flex_assets_provider_ref_idx ON flex_assets (flex_provider_id, lower(ref));
CREATE INDEX flex_assets_location_idx ON flex_assets (lon, lat);

CREATE TABLE planned_assets (
  id serial PRIMARY KEY,
  ref text NOT NULL,
  name text NOT NULL,
  flex_provider_id integer NOT NULL REFERENCES organisations (id),
  asset_type text NOT NULL CHECK (asset_type IN (
    'demand_side_response', 'energy_efficiency', 'interconnectors', 'low_carbon', 'renewable', 'storage', 'thermal')),
  asset_category text NOT NULL CHECK (asset_category IN (
    'demand_side_response', 'energy_efficiency', 'interconnectors', 'low_carbon', 'renewable', 'storage', 'thermal')),
  capacity_type text NOT NULL CHECK (capacity_type IN (
    'active_export_capacity', 'active_import_capacity', 'reactive_export_capacity', 'reactive_import_capacity')),
  capacity_value double precision NOT NULL CHECK (capacity_value >= 0),
  lon double precision CHECK (lon IS NULL OR (lon BETWEEN -180 AND 180)),
  lat double precision CHECK (lat IS NULL OR (lat BETWEEN -90 AND 90)),
  postcode text NOT NULL DEFAULT '',
  voltage_level double precision CHECK (voltage_level IS NULL OR voltage_level > 0),
  expected_connection date,
  is_active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX planned_assets_provider_ref_idx ON planned_assets (flex_provider_id, lower(ref));

-- One row per (competition, asset) whose location rule passes (inside the boundary or within the
-- buffer), eligible or ineligible by the other rules; pairs failing location have no row (they are
-- ineligible by location, and the asset summary computes that reason on the fly). An operator's
-- override (qualified / disqualified with a reason) wins over the computed status.
CREATE TABLE qualifications (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  flex_asset_id integer REFERENCES flex_assets (id) ON DELETE CASCADE,
  planned_asset_id integer REFERENCES planned_assets (id) ON DELETE CASCADE,
  computed_status text NOT NULL CHECK (computed_status IN ('eligible', 'ineligible')),
  reasons jsonb NOT NULL DEFAULT '[]',
  override_status text CHECK (override_status IS NULL OR override_status IN ('qualified', 'disqualified')),
  override_reason text CHECK (override_reason IS NULL OR override_reason IN (
    'location', 'deadline', 'incomplete', 'withdrawn', 'requirements', 'capacity', 'unspecified',
    'insufficient_experience', 'insufficient_financials')),
  eligibility_status text GENERATED ALWAYS AS (COALESCE(override_status, computed_status)) STORED,
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK ((flex_asset_id IS NULL) <> (planned_asset_id IS NULL))
);
CREATE UNIQUE INDEX qualifications_flex_idx ON qualifications (competition_id, flex_asset_id) WHERE flex_asset_id IS NOT NULL;
CREATE UNIQUE INDEX qualifications_planned_idx ON qualifications (competition_id, planned_asset_id) WHERE planned_asset_id IS NOT NULL;
CREATE INDEX qualifications_asset_idx ON qualifications (flex_asset_id);
CREATE INDEX qualifications_planned_asset_idx ON qualifications (planned_asset_id);

-- Version counters: bumped in the writing transaction so caches (map-data files, the competition
-- index of the qualification engine) know when to rebuild.
CREATE TABLE domain_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0,
  changed timestamptz NOT NULL DEFAULT now()
);
INSERT INTO domain_versions (name) VALUES ('competitions'), ('qualifications'), ('statuses'), ('assets');
