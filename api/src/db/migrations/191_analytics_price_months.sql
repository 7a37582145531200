-- Accepted prices per operator and month (api/src/domain/analytics/README.md, "Speed"): the price
-- report's source for the whole months of its range when no competition or provider is chosen. A
-- large operator's year is tens of thousands of price points per competition and day; summed over
-- its competitions per month, product, GSP group, kind and price they are a fifth as many. Exact
-- percentiles still come from the counts per price. Re-summed with the price points
-- (summaries.ts): each (operator, month) a stale competition had or has prices in, from
-- analytics_price_totals and the competitions as they are then.

-- Per GSP group of the competition ('' for a competition without any): the report's main table.
CREATE TABLE analytics_price_months (
  operator_id integer NOT NULL,
  month text NOT NULL,
  product text NOT NULL,
  area text NOT NULL,
  kind text NOT NULL,
  price numeric NOT NULL,
  currency text NOT NULL,
  bids integer NOT NULL,
  mw numeric NOT NULL,
  -- Σ guide price × MW, and Σ MW of the points with a guide price (the MW-weighted guide price).
  guide_mw numeric,
  guided_mw numeric
);
CREATE INDEX analytics_price_months_idx ON analytics_price_months (operator_id, month);

-- Each bid once, whatever its competition's GSP groups: the figures and the chart.
CREATE TABLE analytics_price_months_all (
  operator_id integer NOT NULL,
  month text NOT NULL,
  product text NOT NULL,
  kind text NOT NULL,
  price numeric NOT NULL,
  currency text NOT NULL,
  bids integer NOT NULL,
  mw numeric NOT NULL,
  guide_mw numeric,
  guided_mw numeric
);
CREATE INDEX analytics_price_months_all_idx ON analytics_price_months_all (operator_id, month);

-- The operator and months each competition's prices are summed into: what a re-sum of the
-- competition must redo (also after the competition is deleted).
CREATE TABLE analytics_price_sources (
  competition_id integer NOT NULL,
  operator_id integer NOT NULL,
  month text NOT NULL,
  PRIMARY KEY (competition_id, month)
);
CREATE INDEX analytics_price_sources_operator_idx ON analytics_price_sources (operator_id);

-- The month sums read the competition's product, GSP groups, guide prices and currency: a change
-- of any marks it stale, as a change of its service fee already did.
DROP TRIGGER analytics_competition_prices ON competitions;
CREATE TRIGGER analytics_competition_prices AFTER UPDATE ON competitions FOR EACH ROW
  WHEN (OLD.service_fee IS DISTINCT FROM NEW.service_fee
     OR OLD.competition_type IS DISTINCT FROM NEW.competition_type
     OR OLD.gsp_groups IS DISTINCT FROM NEW.gsp_groups
     OR OLD.availability_guide_price IS DISTINCT FROM NEW.availability_guide_price
     OR OLD.utilisation_guide_price IS DISTINCT FROM NEW.utilisation_guide_price
     OR OLD.currency IS DISTINCT FROM NEW.currency
     OR OLD.operator_id IS DISTINCT FROM NEW.operator_id)
  EXECUTE FUNCTION analytics_competition_prices_changed();

INSERT INTO analytics_stale_competitions (competition_id) SELECT id FROM competitions ON CONFLICT DO NOTHING;
