-- Meter readings summed per meter and UTC day for the baseline-accuracy report
-- (api/src/domain/analytics/README.md, "Speed"): a day's readings of one meter in one row, so a
-- year of a large operator's dispatched assets (half a million readings and more) is read as a few
-- thousand rows, and the report works out local days, clock times and baselines from them.
-- Any write to meter_readings marks its (meter, UTC day) stale (statement triggers on the
-- partitioned table, in the writer's transaction; a bulk load into a fresh month's partition, which
-- fires none, marks its days itself: settlement/meter/partitions.ts). A report first re-sums the
-- stale days of the meters it reads, and the analytics summaries' minute job re-sums the rest.
CREATE TABLE analytics_meter_days (
  meter_id text NOT NULL,
  -- The UTC day of the readings' period starts.
  day date NOT NULL,
  -- Per reading, in order of period start: its start in seconds after the day's 00:00 UTC (int4,
  -- 4 bytes big-endian each) and its kW (float8, 8 bytes big-endian each).
  seconds bytea NOT NULL,
  kw bytea NOT NULL,
  PRIMARY KEY (meter_id, day)
);

CREATE TABLE analytics_stale_meter_days (
  meter_id text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (meter_id, day)
);

CREATE FUNCTION analytics_readings_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_stale_meter_days (meter_id, day)
  SELECT DISTINCT meter_id, (period_start AT TIME ZONE 'UTC')::date FROM changed_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE FUNCTION analytics_readings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A reading moved to another meter or period leaves its old day as well.
  INSERT INTO analytics_stale_meter_days (meter_id, day)
  SELECT meter_id, (period_start AT TIME ZONE 'UTC')::date FROM old_rows
   UNION SELECT meter_id, (period_start AT TIME ZONE 'UTC')::date FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER analytics_readings_insert AFTER INSERT ON meter_readings REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_readings_written();
CREATE TRIGGER analytics_readings_update AFTER UPDATE ON meter_readings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_readings_updated();
CREATE TRIGGER analytics_readings_delete AFTER DELETE ON meter_readings REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_readings_written();

-- Everything already there is summed on first use.
INSERT INTO analytics_stale_meter_days (meter_id, day)
SELECT DISTINCT meter_id, (period_start AT TIME ZONE 'UTC')::date FROM meter_readings;
