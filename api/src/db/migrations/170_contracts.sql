-- Framework agreements, call-off contracts and their obligations. See
-- api/src/domain/contracts/README.md.

-- The framework agreement an operator's providers sign: named on the operator's DPS record.
ALTER TABLE dps_records
  ADD COLUMN framework_name text NOT NULL DEFAULT 'ENA Flexibility Services Standard Agreement',
  ADD COLUMN framework_version text NOT NULL DEFAULT '3.0';

-- The framework agreement a provider signed with an operator, recorded when the operator approves
-- the provider's company qualification (one per approved outcome).
CREATE TABLE framework_agreements (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  provider_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  operator_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  dps_outcome_id integer NOT NULL UNIQUE REFERENCES dps_outcomes (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  version text NOT NULL CHECK (length(version) BETWEEN 1 AND 40),
  -- The day the provider signed (its application's declaration) and who signed it.
  signed_on date NOT NULL,
  signed_by text NOT NULL CHECK (length(signed_by) BETWEEN 1 AND 200),
  signed_by_user integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX framework_agreements_operator_idx ON framework_agreements (operator_id, provider_id);
CREATE INDEX framework_agreements_provider_idx ON framework_agreements (provider_id);

-- One call-off contract per provider and competition, made when the competition's results are
-- confirmed. `ends_on` is exclusive (the first day the contract no longer runs): screens and
-- documents show the day before (platform §9). 'ended' is not stored: an active contract whose
-- end has passed reads as ended.
CREATE TABLE contracts (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES organisations (id),
  operator_id integer NOT NULL REFERENCES organisations (id),
  framework_agreement_id integer REFERENCES framework_agreements (id) ON DELETE SET NULL,
  confirmation_id integer REFERENCES competition_confirmations (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'awaiting_acceptance' CHECK (status IN ('awaiting_acceptance', 'active', 'terminated')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  accepted_at timestamptz,
  accepted_by integer REFERENCES users (id) ON DELETE SET NULL,
  accepted_name text,
  terms_read boolean NOT NULL DEFAULT false,
  terminated_at timestamptz,
  terminated_by integer REFERENCES users (id) ON DELETE SET NULL,
  termination_reason text,
  -- The first day the terminated contract no longer runs.
  termination_date date,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (competition_id, provider_id),
  CHECK (starts_on < ends_on),
  CHECK ((accepted_at IS NULL) = (accepted_name IS NULL)),
  CHECK (accepted_at IS NULL OR terms_read),
  CHECK (status = 'awaiting_acceptance' OR status = 'terminated' OR accepted_at IS NOT NULL),
  CHECK ((status = 'terminated') = (terminated_at IS NOT NULL AND termination_reason IS NOT NULL AND termination_date IS NOT NULL))
);
CREATE INDEX contracts_operator_idx ON contracts (operator_id, status);
CREATE INDEX contracts_provider_idx ON contracts (provider_id, status);

-- One obligation per accepted bid: what the provider must make available, when, with which
-- assets and at which rates. Dates as the contract's (ends_on exclusive).
CREATE TABLE obligations (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  bid_id integer NOT NULL UNIQUE REFERENCES bids (id) ON DELETE CASCADE,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES organisations (id),
  service_window_id integer NOT NULL REFERENCES service_windows (id) ON DELETE CASCADE,
  window_name text NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  -- 0 = Monday … 6 = Sunday, as service windows.
  service_days integer[] NOT NULL,
  holiday_handling text NOT NULL,
  asset_ids integer[] NOT NULL DEFAULT '{}',
  power_type text NOT NULL CHECK (power_type IN ('active_power', 'reactive_power')),
  unit text NOT NULL CHECK (unit IN ('MW', 'MVAr')),
  capacity numeric(14, 5) NOT NULL CHECK (capacity > 0),
  max_runtime_seconds integer NOT NULL,
  availability_rate numeric(12, 2),
  utilisation_rate numeric(12, 2),
  service_fee numeric(12, 2),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_on < ends_on)
);
CREATE INDEX obligations_contract_idx ON obligations (contract_id);
CREATE INDEX obligations_provider_idx ON obligations (provider_id, competition_id, starts_on, ends_on);
CREATE INDEX obligations_assets_idx ON obligations USING gin (asset_ids);
