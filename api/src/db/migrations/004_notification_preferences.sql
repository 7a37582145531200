-- Which notification e-mails a user has turned off (Settings > Preferences). A user receives the
-- e-mails of a kind when one of their team roles receives that kind (src/mail/notifications.ts)
-- and they have not turned it off here: no row means on. Live pushes in the app are not affected.
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dispatch', 'competition_results', 'dps_outcome', 'settlement')),
  email boolean NOT NULL,
  updated timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
