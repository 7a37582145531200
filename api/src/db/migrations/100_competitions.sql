-- Competitions, their boundaries, service periods and windows; GSP regions (reference data).

-- The status rule (same as src/domain/competitions/status.ts, tested against each other).
CREATE FUNCTION competition_status_at(
  qualification_open timestamptz, qualification_closed timestamptz, open_at timestamptz,
  closed_at timestamptz, archive_on timestamptz, at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN archive_on IS NOT NULL AND at >= archive_on THEN 'archived'
    WHEN qualification_open IS NULL OR qualification_closed IS NULL OR open_at IS NULL OR closed_at IS NULL THEN 'incomplete'
    WHEN at < qualification_open THEN 'pending'
    WHEN at < qualification_closed THEN 'qualifying'
    WHEN at < open_at THEN 'qualified'
    WHEN at < closed_at THEN 'open'
    ELSE 'closed'
  END
$$;

-- incomplete 0 < pending 1 < qualifying 2 < qualified 3 < open 4 < closed 5 < archived 6
CREATE FUNCTION competition_status_rank(status text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_position(ARRAY['incomplete','pending','qualifying','qualified','open','closed','archived'], status) - 1
$$;

-- GSP regions (NESO 2018 edition, api/data): competition areas are made of these.
CREATE TABLE gsp_regions (
  id integer PRIMARY KEY,            -- NESO RegionID
  name text NOT NULL,
  gsp_group text NOT NULL,           -- '_A' … '_P'
  gsp_codes text[] NOT NULL DEFAULT '{}',
  boundary jsonb NOT NULL,           -- MultiPolygon coordinates
  centre_lon double precision NOT NULL,
  centre_lat double precision NOT NULL,
  area_km2 double precision NOT NULL
);
CREATE INDEX gsp_regions_group_idx ON gsp_regions (gsp_group);

CREATE TABLE competitions (
  id serial PRIMARY KEY,
  name text NOT NULL,
  reference text NOT NULL,
  operator_id integer NOT NULL REFERENCES organisations (id),
  -- Refreshed from competition_status_at(…, now()) on reads and by a periodic job; API reads compute it.
  status text NOT NULL DEFAULT 'incomplete',
  currency text NOT NULL DEFAULT 'GBP',
  competition_type text NOT NULL DEFAULT 'availability_utilisation'
    CHECK (competition_type IN ('availability_utilisation', 'utilisation', 'service_fee', 'availability')),
  power_type text NOT NULL DEFAULT 'active_power' CHECK (power_type IN ('active_power', 'reactive_power')),
  need_direction text NOT NULL DEFAULT 'deficit' CHECK (need_direction IN ('excess', 'deficit', 'import', 'export')),
  need_type text,
  qualification_type text NOT NULL DEFAULT 'standard' CHECK (qualification_type IN ('standard', 'piclo_stac')),
  min_connection_voltage double precision,
  max_connection_voltage double precision,
  tag text CHECK (tag IS NULL OR tag IN ('Untagged', 'Day Ahead', 'Week Ahead')),
  fixed_price boolean NOT NULL DEFAULT false,
  boundary_buffer double precision NOT NULL DEFAULT 0 CHECK (boundary_buffer >= 0 AND boundary_buffer <= 100),
  qualification_open timestamptz,
  qualification_closed timestamptz,
  open timestamptz,
  closed timestamptz,
  archive_on timestamptz,
  area_refs integer[] NOT NULL DEFAULT '{}',
  -- GSP groups the area lies in (from area_refs), for an operator's operating-area view (e163).
  gsp_groups text[] NOT NULL DEFAULT '{}',
  contact text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  minimum_budget numeric(14, 2),
  maximum_budget numeric(14, 2),
  availability_guide_price numeric(12, 2),
  utilisation_guide_price numeric(12, 2),
  service_fee numeric(12, 2),
  is_active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK (min_connection_voltage IS NULL OR max_connection_voltage IS NULL OR min_connection_voltage <= max_connection_voltage),
  CHECK (qualification_closed IS NULL OR qualification_open IS NULL OR qualification_open <= qualification_closed),
  CHECK (open IS NULL OR qualification_closed IS NULL OR qualification_closed <= open),
  CHECK (closed IS NULL OR open IS NULL OR open <= closed),
  CHECK (archive_on IS NULL OR closed IS NULL OR closed <= archive_on)
);
CREATE INDEX competitions_operator_idx ON competitions (operator_id);
CREATE INDEX competitions_status_idx ON competitions (status);
CREATE INDEX competitions_gsp_groups_idx ON competitions USING gin (gsp_groups);
CREATE UNIQUE INDEX competitions_operator_reference_idx ON competitions (operator_id, lower(reference));

CREATE TABLE competition_boundaries (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL UNIQUE REFERENCES competitions (id) ON DELETE CASCADE,
  boundary jsonb NOT NULL,          -- high fidelity: GeoJSON MultiPolygon geometry
  boundary_low jsonb NOT NULL,      -- simplified (Douglas–Peucker, ~0.5 km) for lists and the map
  min_lon double precision NOT NULL,
  min_lat double precision NOT NULL,
  max_lon double precision NOT NULL,
  max_lat double precision NOT NULL,
  area_km2 double precision NOT NULL,
  vertex_count integer NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE service_periods (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  name text NOT NULL,
  start date NOT NULL,
  "end" date NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  CHECK (start <= "end")
);
CREATE INDEX service_periods_competition_idx ON service_periods (competition_id);

CREATE TABLE service_windows (
  id serial PRIMARY KEY,
  service_period_id integer NOT NULL REFERENCES service_periods (id) ON DELETE CASCADE,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  name text NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  -- 0 = Monday … 6 = Sunday
  service_days integer[] NOT NULL DEFAULT '{0,1,2,3,4,5,6}',
  holiday_handling text NOT NULL DEFAULT 'Ignore',
  capacity_required double precision NOT NULL DEFAULT 0 CHECK (capacity_required >= 0),
  minimum_aggregate_asset_size double precision,
  required_response_time text,
  minimum_run_time text,
  dispatch_estimate integer,
  dispatch_duration text,
  fixed_availability_price numeric(12, 2),
  fixed_utilisation_price numeric(12, 2),
  fixed_service_fee numeric(12, 2),
  available_hours_override double precision,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_windows_period_idx ON service_windows (service_period_id);
CREATE INDEX service_windows_competition_idx ON service_windows (competition_id);
