-- Meter data for settlement: half-hourly (or quarter-hourly) readings per meter, and the
-- baselines providers nominate per asset and period.
--
-- meter_readings is partitioned by month (range of period_start, UTC month bounds); a month's
-- partition is created on demand by the writer (meter/partitions.ts) before its rows go in.
-- The meter is the natural key (primary key meter_id, period_start), so a deployment that
-- distributes the table (Citus, or hash sub-partitions) distributes it by meter_id. No foreign
-- keys: the readings are written by COPY in bulk and the organisation comes from the caller.

CREATE TABLE meter_readings (
  meter_id text NOT NULL CHECK (length(meter_id) BETWEEN 1 AND 64),
  -- The provider that uploaded the readings (the owner of the asset the meter belongs to).
  organisation_id integer NOT NULL,
  -- The start of the period (UTC instant), aligned to interval_minutes.
  period_start timestamptz NOT NULL,
  interval_minutes smallint NOT NULL CHECK (interval_minutes IN (15, 30)),
  -- Average power over the period in kW, in the meter's direction (an import or an export meter
  -- reads positive; a meter that is both an asset's import and export meter reads net import).
  kw numeric(18, 6) NOT NULL,
  -- The file upload the row came from (null: sent through the machine API).
  upload_id integer,
  received timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meter_id, period_start)
) PARTITION BY RANGE (period_start);

-- A provider's nominated baseline for one asset in one competition, per period, in MW of net
-- import (demand positive). Editable until the lock of its delivery day (the competition's
-- nominated-baseline lock, 12:00 the day before by default).
CREATE TABLE settlement_nominations (
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  flex_asset_id integer NOT NULL REFERENCES flex_assets (id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  interval_minutes smallint NOT NULL CHECK (interval_minutes IN (15, 30)),
  mw numeric(18, 6) NOT NULL,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  upload_id integer REFERENCES file_uploads (id) ON DELETE SET NULL,
  updated timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (competition_id, flex_asset_id, period_start)
);
CREATE INDEX settlement_nominations_asset_idx ON settlement_nominations (flex_asset_id, period_start);

-- Meter ids are looked up on both sides of an asset.
CREATE INDEX IF NOT EXISTS flex_assets_import_meter_idx ON flex_assets (import_meter_id) WHERE import_meter_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS flex_assets_export_meter_idx ON flex_assets (export_meter_id) WHERE export_meter_id IS NOT NULL;
-- Accepted instructions by competition and time (settlement events of a month).
CREATE INDEX IF NOT EXISTS dispatch_instructions_accepted_idx ON dispatch_instructions (competition_id, start) WHERE response = 'accepted';
