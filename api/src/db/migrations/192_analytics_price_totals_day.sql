-- The day totals of a month, found by day: the re-sum of an operator's month sums (summaries.ts)
-- reads one month of its competitions' day totals, not all of them.
CREATE INDEX analytics_price_totals_day_idx ON analytics_price_totals (day);
