-- Accepted prices per competition, day, kind and price over all providers: the price report's
-- source when no provider is chosen (half the rows of analytics_price_points, which keeps the
-- provider for the provider filter). Kept by the same re-sum (summaries.ts).
CREATE TABLE analytics_price_totals (
  competition_id integer NOT NULL,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('availability', 'utilisation', 'service_fee')),
  price numeric NOT NULL,
  bids integer NOT NULL,
  mw numeric NOT NULL,
  PRIMARY KEY (competition_id, day, kind, price)
);
INSERT INTO analytics_stale_competitions (competition_id) SELECT id FROM competitions ON CONFLICT DO NOTHING;
