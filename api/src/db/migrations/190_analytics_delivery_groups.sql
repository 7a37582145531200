-- Delivery performance summed per settlement report version (api/src/domain/analytics/README.md,
-- "Speed"): the events with figures of each report, counted per provider, asset, service window
-- and ratio band, so a year of a large operator's events (a hundred thousand rows, each joined to
-- its instruction for the window) is read as a third as many rows. Kept in the writer's transaction
-- by triggers on the events and on the settlement configurations (whose minimum ratio decides
-- `below_minimum`), so it is never stale; a report's row goes with it (cascade).
CREATE TABLE analytics_delivery_groups (
  report_id integer NOT NULL REFERENCES settlement_reports (id) ON DELETE CASCADE,
  provider_id integer NOT NULL,
  asset_id integer NOT NULL,
  service_window_id integer NOT NULL,
  -- least(floor(ratio × 10), 10): 0 = [0, 10 %), …, 10 = 100 %; null without a ratio.
  band smallint,
  dispatches integer NOT NULL,
  ordered_mwh numeric NOT NULL,
  delivered_mwh numeric,
  -- Events whose ratio is under the minimum of the configuration version the report was settled with.
  below_minimum integer NOT NULL
);
CREATE INDEX analytics_delivery_groups_report_idx ON analytics_delivery_groups (report_id, provider_id);

-- When each report's events with figures start: a report whose events all lie in a report's range
-- is read from its groups, any other from its events.
CREATE TABLE analytics_delivery_spans (
  report_id integer PRIMARY KEY REFERENCES settlement_reports (id) ON DELETE CASCADE,
  first_start timestamptz NOT NULL,
  last_start timestamptz NOT NULL
);

CREATE FUNCTION analytics_delivery_resum(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_delivery_groups WHERE report_id = ANY(ids);
  DELETE FROM analytics_delivery_spans WHERE report_id = ANY(ids);
  INSERT INTO analytics_delivery_groups (report_id, provider_id, asset_id, service_window_id, band, dispatches, ordered_mwh, delivered_mwh, below_minimum)
  SELECT e.report_id, e.provider_id, e.asset_id, d.service_window_id, least(floor(e.performance_ratio * 10), 10)::smallint, count(*), sum(e.instructed_mwh), sum(e.delivered_mwh),
         -- 0.5: the country default (DEFAULT_MIN_PERFORMANCE_RATIO) for a report settled without a configuration.
         count(*) FILTER (WHERE e.performance_ratio < coalesce((sc.config->>'min_performance_ratio')::numeric, 0.5))
    FROM settlement_report_events e
    JOIN settlement_reports r ON r.id = e.report_id
    JOIN dispatch_instructions d ON d.id = e.instruction_id
    LEFT JOIN settlement_configs sc ON sc.competition_id = r.competition_id AND sc.version = r.settings_version
   WHERE e.report_id = ANY(ids) AND e.instructed_mwh IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_delivery_spans (report_id, first_start, last_start)
  SELECT e.report_id, min(e.start), max(e.start) FROM settlement_report_events e
   WHERE e.report_id = ANY(ids) AND e.instructed_mwh IS NOT NULL
     AND EXISTS (SELECT 1 FROM settlement_reports r WHERE r.id = e.report_id)
   GROUP BY 1;
END $$;

CREATE FUNCTION analytics_delivery_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_delivery_resum(ARRAY(SELECT DISTINCT report_id FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER analytics_delivery_events_insert AFTER INSERT ON settlement_report_events REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_delivery_events_changed();
CREATE TRIGGER analytics_delivery_events_update AFTER UPDATE ON settlement_report_events REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_delivery_events_changed();
CREATE TRIGGER analytics_delivery_events_delete AFTER DELETE ON settlement_report_events REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_delivery_events_changed();

-- A configuration version's minimum ratio (edited in place until a report is published) decides
-- which events of the reports settled with it are below the minimum.
CREATE FUNCTION analytics_delivery_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_delivery_resum(ARRAY(
    SELECT r.id FROM settlement_reports r
     WHERE (TG_OP <> 'DELETE' AND r.competition_id = NEW.competition_id AND r.settings_version = NEW.version)
        OR (TG_OP <> 'INSERT' AND r.competition_id = OLD.competition_id AND r.settings_version = OLD.version)));
  RETURN NULL;
END $$;
CREATE TRIGGER analytics_delivery_config AFTER INSERT OR UPDATE OR DELETE ON settlement_configs
  FOR EACH ROW EXECUTE FUNCTION analytics_delivery_config_changed();

-- The reports already there.
SELECT analytics_delivery_resum(ARRAY(SELECT id FROM settlement_reports));
