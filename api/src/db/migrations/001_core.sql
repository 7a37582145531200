-- Core tables: organisations, users, team roles, feature flags, auth tokens, outbox.

CREATE TABLE organisations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  org_type text NOT NULL CHECK (org_type IN ('flexprovider', 'systemoperator')),
  is_max_org boolean NOT NULL DEFAULT false,
  slug text NOT NULL UNIQUE,
  brand_colour text CHECK (brand_colour IS NULL OR brand_colour ~ '^#[0-9A-Fa-f]{6}$'),
  -- GSP group codes (e.g. '_F') of a system operator's licence area; empty for providers.
  operating_area text[] NOT NULL DEFAULT '{}',
  is_active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisations_org_type_idx ON organisations (org_type);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- argon2id PHC string; NULL until an invited user sets a password.
  password_hash text,
  organisation_id integer REFERENCES organisations (id) ON DELETE SET NULL,
  preferred_locale text NOT NULL DEFAULT 'en-GB',
  is_active boolean NOT NULL DEFAULT true,
  is_activated boolean NOT NULL DEFAULT false,
  -- Tokens issued before this instant are rejected (set on password reset).
  tokens_valid_after timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));
CREATE INDEX users_organisation_idx ON users (organisation_id);

CREATE TABLE team_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN (
    'admin', 'account', 'analytics', 'dispatch', 'operations', 'settlement',
    'comp-admin', 'dispatch-admin', 'bid-admin', 'load-mod-buyer', 'open-market-buyer', 'obligations-apis'
  )),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT ''
);

-- Revoked access tokens (logout), kept until they would have expired anyway.
CREATE TABLE token_blocklist (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX token_blocklist_expires_idx ON token_blocklist (expires_at);

CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- sha256 of the token sent by e-mail; the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'invite')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- Outgoing e-mail. A mail transport would send and mark these; in development they are read
-- from GET dev/outbox/ and from .eml files under DATA_DIR/outbox.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
