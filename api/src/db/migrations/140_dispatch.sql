-- Dispatch instructions: an operator instructs a provider to deliver an accepted bid
-- (competition, window, provider, assets, start, end, quantity) and the provider accepts or
-- rejects before the response deadline. Every transition is kept in dispatch_instruction_events.

CREATE TABLE dispatch_instructions (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  service_window_id integer NOT NULL REFERENCES service_windows (id) ON DELETE CASCADE,
  flex_provider_id integer NOT NULL REFERENCES organisations (id),
  bid_id integer NOT NULL REFERENCES bids (id) ON DELETE CASCADE,
  -- A subset of the bid's assets (ids of flex_assets).
  assets integer[] NOT NULL CHECK (cardinality(assets) > 0),
  start timestamptz NOT NULL,
  "end" timestamptz NOT NULL,
  quantity numeric(14, 5) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL CHECK (unit IN ('MW', 'MVAr')),
  response_deadline timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'scheduled', 'awaiting response', 'accepted', 'rejected', 'expired', 'stop', 'unknown')),
  -- When the provider is to receive it; null = at once.
  send_at timestamptz,
  sent timestamptz,
  responded timestamptz,
  response text CHECK (response IS NULL OR response IN ('accepted', 'rejected')),
  responded_by integer REFERENCES users (id) ON DELETE SET NULL,
  stopped timestamptz,
  stopped_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  CHECK (start < "end"),
  CHECK (response_deadline <= start)
);
CREATE INDEX dispatch_instructions_competition_idx ON dispatch_instructions (competition_id);
CREATE INDEX dispatch_instructions_provider_idx ON dispatch_instructions (flex_provider_id, start);
CREATE INDEX dispatch_instructions_bid_idx ON dispatch_instructions (bid_id);

-- The history of an instruction: created, scheduled, sent, accepted, rejected, expired, stopped.
CREATE TABLE dispatch_instruction_events (
  id serial PRIMARY KEY,
  instruction_id integer NOT NULL REFERENCES dispatch_instructions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('created', 'scheduled', 'sent', 'accepted', 'rejected', 'expired', 'stopped')),
  -- The instruction's status after this event.
  status text NOT NULL,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dispatch_instruction_events_instruction_idx ON dispatch_instruction_events (instruction_id, id);
