-- The market: ballots with their asset groups, bids per service window with every
-- version kept, decisions (approvals), market-clearing parameter sets.

-- The assets a ballot bids with. A ballot has one active group; planned assets cannot bid
-- (they cannot deliver yet), so `planned` is always false today and kept for the API shape.
CREATE TABLE ballot_asset_groups (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  flex_provider_id integer NOT NULL REFERENCES organisations (id),
  is_active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ballot_assets (
  group_id integer NOT NULL REFERENCES ballot_asset_groups (id) ON DELETE CASCADE,
  flex_asset_id integer NOT NULL REFERENCES flex_assets (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, flex_asset_id)
);
CREATE INDEX ballot_assets_asset_idx ON ballot_assets (flex_asset_id);

ALTER TABLE ballots
  ADD COLUMN ballot_asset_group_id integer REFERENCES ballot_asset_groups (id) ON DELETE SET NULL,
  ADD COLUMN updated timestamptz NOT NULL DEFAULT now();

-- One bid per ballot and service window; amendments bump `version` and keep the old one in bid_versions.
CREATE TABLE bids (
  id serial PRIMARY KEY,
  ballot_id integer NOT NULL REFERENCES ballots (id) ON DELETE CASCADE,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  flex_provider_id integer NOT NULL REFERENCES organisations (id),
  service_window_id integer NOT NULL REFERENCES service_windows (id) ON DELETE CASCADE,
  capacity numeric(14, 5) NOT NULL CHECK (capacity > 0),
  max_runtime_seconds integer NOT NULL CHECK (max_runtime_seconds > 0),
  availability_price numeric(12, 2) CHECK (availability_price IS NULL OR availability_price >= 0),
  utilisation_price numeric(12, 2) CHECK (utilisation_price IS NULL OR utilisation_price >= 0),
  service_fee numeric(12, 2) CHECK (service_fee IS NULL OR service_fee >= 0),
  -- GSP region names of the bid's assets at submission (market clearing excludes by these).
  gsps text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  is_active boolean NOT NULL DEFAULT true,
  submitted timestamptz NOT NULL DEFAULT now(),
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (ballot_id, service_window_id)
);
CREATE INDEX bids_competition_idx ON bids (competition_id, service_window_id);
CREATE INDEX bids_provider_idx ON bids (flex_provider_id);

CREATE TABLE bid_versions (
  id serial PRIMARY KEY,
  bid_id integer NOT NULL REFERENCES bids (id) ON DELETE CASCADE,
  version integer NOT NULL,
  capacity numeric(14, 5) NOT NULL,
  max_runtime_seconds integer NOT NULL,
  availability_price numeric(12, 2),
  utilisation_price numeric(12, 2),
  service_fee numeric(12, 2),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bid_id, version)
);

-- The operator's decision on a bid (by hand, by auto-decisioning or by market clearing).
CREATE TABLE bid_approvals (
  bid_id integer PRIMARY KEY REFERENCES bids (id) ON DELETE CASCADE,
  approved boolean NOT NULL,
  reason text NOT NULL CHECK (reason IN ('accepted', 'rejected_by_operator', 'over_price_cap', 'excluded_gsp', 'capacity_met', 'not_in_interval')),
  method text NOT NULL CHECK (method IN ('manual', 'auto', 'clearing')),
  paid_price numeric(12, 2),
  parameter_set_id integer,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided timestamptz NOT NULL DEFAULT now()
);

-- The demand intervals a market clearing was confirmed with.
CREATE TABLE mca_parameter_sets (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  demand_intervals jsonb NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mca_parameter_sets_competition_idx ON mca_parameter_sets (competition_id, created DESC);
