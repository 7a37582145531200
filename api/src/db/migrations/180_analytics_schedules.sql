-- Analytics: reports sent by e-mail as CSV every week or month (api/src/domain/analytics/README.md).
-- Filters are the report's filters without dates: each send covers the week or month just ended.
CREATE TABLE analytics_schedules (
  id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  -- The recipient: the member who asked for it.
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'monthly')),
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The day of the next send: Mondays (weekly) or the 1st (monthly), in UTC.
  next_send date NOT NULL,
  last_sent timestamptz,
  -- Set when the e-mail's unsubscribe link stopped it.
  unsubscribed timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_schedules_user_idx ON analytics_schedules (user_id);
CREATE INDEX analytics_schedules_due_idx ON analytics_schedules (next_send) WHERE unsubscribed IS NULL;

-- E-mail attachments (a scheduled report's CSV): name, type and, without SMTP, the content.
ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
