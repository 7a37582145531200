-- Competition creation: the public-holiday calendar, the DPS record reference, the
-- competition whose asset overrides were copied, the postcodes an area was given by; window
-- holiday handling values; competition templates.

ALTER TABLE competitions
  ADD COLUMN holiday_calendar text NOT NULL DEFAULT 'GB-ENG' CHECK (holiday_calendar IN ('GB-ENG', 'GB-WLS', 'GB-SCT', 'GB-NIR')),
  ADD COLUMN dps_record_reference text,
  ADD COLUMN duplicate_asset_overrides_from_competition integer REFERENCES competitions (id) ON DELETE SET NULL,
  ADD COLUMN postcodes text[] NOT NULL DEFAULT '{}';

UPDATE service_windows SET holiday_handling = 'Ignore' WHERE holiday_handling NOT IN ('Ignore', 'Exclude', 'Only');
ALTER TABLE service_windows
  ADD CONSTRAINT service_windows_holiday_handling_check CHECK (holiday_handling IN ('Ignore', 'Exclude', 'Only')),
  ADD CONSTRAINT service_windows_times_check CHECK (end_time <> start_time);

CREATE TABLE competition_templates (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  name text NOT NULL,
  source_competition_id integer REFERENCES competitions (id) ON DELETE SET NULL,
  -- A competition create body without its reference and the five dates.
  body jsonb NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX competition_templates_operator_name_idx ON competition_templates (operator_id, lower(name));
