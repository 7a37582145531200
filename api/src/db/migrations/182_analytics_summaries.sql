-- Analytics summaries (api/src/domain/analytics/README.md, "Speed"): bids summed per service window
-- and provider, so a year of a large operator's bids (a million rows) is read as a few thousand.
-- Any write to bids or bid decisions marks its competition stale (statement triggers, in the
-- writer's transaction); a report first re-sums the stale competitions in its reach, and a queue
-- job re-sums the rest every minute, so a report never shows a stale figure.
CREATE TABLE analytics_window_bids (
  competition_id integer NOT NULL,
  service_window_id integer NOT NULL,
  provider_id integer NOT NULL,
  -- All bids, active or not; offered = active bids; accepted = active bids approved.
  bids integer NOT NULL,
  offered_mw numeric NOT NULL,
  accepted_bids integer NOT NULL,
  accepted_mw numeric NOT NULL,
  PRIMARY KEY (service_window_id, provider_id)
);
CREATE INDEX analytics_window_bids_competition_idx ON analytics_window_bids (competition_id);

CREATE TABLE analytics_stale_competitions (
  competition_id integer PRIMARY KEY,
  marked timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION analytics_bids_inserted_or_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_stale_competitions (competition_id) SELECT DISTINCT competition_id FROM changed_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE FUNCTION analytics_bids_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_stale_competitions (competition_id) SELECT DISTINCT competition_id FROM changed_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER analytics_bids_insert AFTER INSERT ON bids REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_bids_inserted_or_updated();
CREATE TRIGGER analytics_bids_update AFTER UPDATE ON bids REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_bids_inserted_or_updated();
CREATE TRIGGER analytics_bids_delete AFTER DELETE ON bids REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_bids_deleted();

CREATE FUNCTION analytics_decisions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_stale_competitions (competition_id)
  SELECT DISTINCT b.competition_id FROM changed_rows x JOIN bids b ON b.id = x.bid_id ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER analytics_decisions_insert AFTER INSERT ON bid_approvals REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_decisions_changed();
CREATE TRIGGER analytics_decisions_update AFTER UPDATE ON bid_approvals REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_decisions_changed();
CREATE TRIGGER analytics_decisions_delete AFTER DELETE ON bid_approvals REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_decisions_changed();

-- Everything already there is summed on first use.
INSERT INTO analytics_stale_competitions (competition_id) SELECT id FROM competitions;

-- Accepted prices per competition, provider, decision day (UTC), price kind and price: how many
-- bids and MW. Exact percentiles come from these counts (reports/price-benchmarks.ts).
CREATE TABLE analytics_price_points (
  competition_id integer NOT NULL,
  provider_id integer NOT NULL,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('availability', 'utilisation', 'service_fee')),
  price numeric NOT NULL,
  bids integer NOT NULL,
  mw numeric NOT NULL,
  PRIMARY KEY (competition_id, provider_id, day, kind, price)
);
CREATE INDEX analytics_price_points_day_idx ON analytics_price_points (day);

-- A fixed price of a window or the competition's service fee stands in for a bid's missing price.
CREATE FUNCTION analytics_competition_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_stale_competitions (competition_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER analytics_competition_prices AFTER UPDATE ON competitions FOR EACH ROW
  WHEN (OLD.service_fee IS DISTINCT FROM NEW.service_fee)
  EXECUTE FUNCTION analytics_competition_prices_changed();
CREATE FUNCTION analytics_window_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_stale_competitions (competition_id) VALUES (NEW.competition_id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER analytics_window_prices AFTER UPDATE ON service_windows FOR EACH ROW
  WHEN (OLD.fixed_availability_price IS DISTINCT FROM NEW.fixed_availability_price
     OR OLD.fixed_utilisation_price IS DISTINCT FROM NEW.fixed_utilisation_price
     OR OLD.fixed_service_fee IS DISTINCT FROM NEW.fixed_service_fee)
  EXECUTE FUNCTION analytics_window_prices_changed();
