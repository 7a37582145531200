-- Webhooks: a provider's endpoints that receive its domain events (dispatch.*)
-- as signed POSTs, and every delivery with its attempts. See api/src/domain/webhooks/README.md.
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  -- The event types sent to this endpoint (never empty).
  event_types text[] NOT NULL CHECK (cardinality(event_types) > 0),
  is_active boolean NOT NULL DEFAULT true,
  -- The HMAC key: it must sign, so it is kept as is (never logged, answered only at creation and rotation).
  secret text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  secret_rotated timestamptz
);
CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (organisation_id) WHERE is_active;

-- One row per (endpoint, event): the body sent (the same on every attempt) and the outcome.
CREATE TABLE webhook_deliveries (
  id serial PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id bigint NOT NULL,
  event_type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_status_code integer,
  last_error text,
  created timestamptz NOT NULL DEFAULT now(),
  completed timestamptz,
  -- Held by a worker attempting it until then (so two processes never send it at once).
  claimed_until timestamptz,
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (endpoint_id, event_id) WHERE status = 'pending';

-- Every attempt of a delivery.
CREATE TABLE webhook_attempts (
  id serial PRIMARY KEY,
  delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  status_code integer,
  error text,
  duration_ms integer NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id);
