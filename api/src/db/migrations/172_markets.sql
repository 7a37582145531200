-- Markets a provider can ask to trade in, each organisation's access to them, the platform's
-- administrators (who review access to the platform's own markets), and plans per market.
--
-- A market is either one system operator's flexibility market (operator_id set, one per
-- operator, created when first listed) or one of the platform's own markets (operator_id NULL):
-- the capacity-market exchange, load modifications and the open market.
CREATE TABLE markets (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('flexibility', 'capacity_exchange', 'load_modifications', 'open_market')),
  operator_id integer REFERENCES organisations (id) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'flexibility') = (operator_id IS NOT NULL))
);
CREATE UNIQUE INDEX markets_operator_idx ON markets (operator_id) WHERE operator_id IS NOT NULL;
CREATE UNIQUE INDEX markets_platform_kind_idx ON markets (kind) WHERE operator_id IS NULL;
INSERT INTO markets (kind) VALUES ('capacity_exchange'), ('load_modifications'), ('open_market');

-- One row per organisation and market once it has registered interest (no row: no access).
-- interest_registered → under_review → approved | refused (with a reason); a refused
-- organisation may register again, which starts over from interest_registered.
CREATE TABLE market_access (
  id serial PRIMARY KEY,
  market_id integer NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('interest_registered', 'under_review', 'approved', 'refused')),
  reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 1000),
  registered_by integer REFERENCES users (id) ON DELETE SET NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'refused') = (reason IS NOT NULL)),
  UNIQUE (market_id, organisation_id)
);
CREATE INDEX market_access_organisation_idx ON market_access (organisation_id);

-- The platform's administrators: they review access to the platform's own markets. Granted in
-- the database only (no screen grants it).
CREATE TABLE platform_admins (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now()
);

-- An organisation's plan on a market (no row: Free). The tiers' contents and seat limits are in
-- the code (domain/markets/plans.ts); renews_on is NULL for Free and Enterprise.
CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  market_id integer NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  tier text NOT NULL CHECK (tier IN ('free', 'basic', 'full', 'enterprise')),
  started date NOT NULL DEFAULT CURRENT_DATE,
  renews_on date,
  UNIQUE (organisation_id, market_id)
);
