-- Throttle counters (login attempts, failed logins, password resets), shared by every API
-- replica. One row per (bucket, key): `hits` counts the hits of the window that ends at
-- `window_ends`; the first hit after that starts a new window (see auth/rate-limit.ts).
-- Rows whose window has ended carry no information and are swept now and then.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  window_ends timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends);
