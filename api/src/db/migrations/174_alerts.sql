-- Alerts: a flex provider's subscriptions to news of an operator's flexibility market (a competition
-- opens for qualification or bidding, results are published, a milestone is due), narrowed by an
-- area, asset types and connection voltages, delivered by e-mail, live push and/or webhook, at once
-- or in a daily digest. See api/src/domain/alerts/README.md.
CREATE TABLE alerts (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- The market: this operator's flexibility market (its competitions).
  operator_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  -- The area: GSP regions chosen and/or a drawn boundary; boundary NULL = the whole market.
  area_refs integer[] NOT NULL DEFAULT '{}',
  boundary jsonb,
  asset_types text[] NOT NULL DEFAULT '{}',
  voltages double precision[] NOT NULL DEFAULT '{}',
  triggers text[] NOT NULL CHECK (cardinality(triggers) > 0
    AND triggers <@ ARRAY['qualification_open', 'bidding_open', 'results_published', 'milestone_due']),
  channels text[] NOT NULL CHECK (cardinality(channels) > 0 AND channels <@ ARRAY['email', 'push', 'webhook']),
  frequency text NOT NULL CHECK (frequency IN ('immediate', 'daily')),
  is_paused boolean NOT NULL DEFAULT false,
  -- Set when the e-mail's unsubscribe link paused the alert.
  unsubscribed timestamptz,
  -- Who receives the e-mails: the member who created the alert.
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alerts_organisation_idx ON alerts (organisation_id);
CREATE INDEX alerts_operator_idx ON alerts (operator_id) WHERE NOT is_paused;

-- What each alert was told, once per (alert, trigger, subject): the same competition event never
-- alerts the same subscription twice. Daily alerts keep their items 'pending' until the digest.
CREATE TABLE alert_notifications (
  id bigserial PRIMARY KEY,
  alert_id integer NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  trigger text NOT NULL,
  -- 'competition:<id>' or 'milestone:<id>:<due date>'
  subject_key text NOT NULL,
  competition_id integer REFERENCES competitions (id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  created timestamptz NOT NULL DEFAULT now(),
  sent timestamptz,
  UNIQUE (alert_id, trigger, subject_key)
);
CREATE INDEX alert_notifications_pending_idx ON alert_notifications (alert_id) WHERE status = 'pending';
