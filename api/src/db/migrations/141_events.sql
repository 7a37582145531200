-- Domain events: every event published to the live streams (GET events/stream/) and the
-- webhooks. A stream sends a user the events whose org_ids contain its organisation, in id order;
-- a reconnecting client replays the ones after its Last-Event-ID from here. publishEvent stores the
-- row and `pg_notify('flex_events', id)` in the caller's transaction: every API process LISTENs on
-- that channel and pushes the row to its connected clients once the transaction commits.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 100),
  org_ids integer[] NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_org_ids_idx ON events USING gin (org_ids);
