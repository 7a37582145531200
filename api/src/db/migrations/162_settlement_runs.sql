-- Settlement runs, reports and disputes (api/src/domain/settlement/README.md, "Runs, reports and
-- disputes"). An operator (or the monthly schedule, or an upheld dispute) runs settlement for a
-- competition and month; the run, a queued job, writes one report version: every event with its
-- inputs and per-period figures, and one statement (the month's lines and money) per provider.
-- A later run of the same competition and month writes version n+1; earlier versions stay.

CREATE TABLE settlement_runs (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  -- The settled month, 'YYYY-MM' (its days in the competition's zone).
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- Who asked: an operator's user, the monthly schedule, or an upheld dispute.
  trigger text NOT NULL CHECK (trigger IN ('operator', 'schedule', 'dispute')),
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- Progress: events settled of those found (total null until the events are loaded).
  events_total integer CHECK (events_total IS NULL OR events_total >= 0),
  events_done integer NOT NULL DEFAULT 0 CHECK (events_done >= 0),
  -- The settlement configuration version the run used (0 = the defaults).
  settings_version integer,
  error text,
  created timestamptz NOT NULL DEFAULT now(),
  started timestamptz,
  finished timestamptz
);
-- At most one run of a competition and month waits or runs at a time.
CREATE UNIQUE INDEX settlement_runs_active_idx ON settlement_runs (competition_id, month)
  WHERE status IN ('queued', 'running');
CREATE INDEX settlement_runs_competition_idx ON settlement_runs (competition_id, month, id);

-- One version of a competition's month. draft → published → final (after the dispute window
-- without an open dispute); a version is superseded when a later one is published.
CREATE TABLE settlement_reports (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  version integer NOT NULL CHECK (version >= 1),
  run_id integer NOT NULL UNIQUE REFERENCES settlement_runs (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'final', 'superseded')),
  settings_version integer NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  interval_minutes smallint NOT NULL CHECK (interval_minutes IN (15, 30)),
  events_count integer NOT NULL DEFAULT 0,
  net numeric NOT NULL DEFAULT 0,
  vat numeric NOT NULL DEFAULT 0,
  gross numeric NOT NULL DEFAULT 0,
  created timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  published_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- Disputes are accepted until then (working days of the competition's calendar after publication).
  dispute_window_ends timestamptz,
  finalised_at timestamptz,
  superseded_at timestamptz,
  UNIQUE (competition_id, month, version),
  CHECK (status = 'draft' OR (published_at IS NOT NULL AND dispute_window_ends IS NOT NULL) OR status = 'superseded')
);
CREATE INDEX settlement_reports_status_idx ON settlement_reports (status, dispute_window_ends);

-- Every event of a report: what went in (meter rows, baseline days and adjustment) and what came
-- out (per-period figures, ratio, the event's utilisation and penalty before rounding).
CREATE TABLE settlement_report_events (
  report_id integer NOT NULL REFERENCES settlement_reports (id) ON DELETE CASCADE,
  -- "<instruction_id>-<asset_id>"
  event_id text NOT NULL,
  instruction_id integer NOT NULL,
  asset_id integer NOT NULL,
  provider_id integer NOT NULL REFERENCES organisations (id),
  start timestamptz NOT NULL,
  "end" timestamptz NOT NULL,
  direction text NOT NULL CHECK (direction IN ('turn_up', 'turn_down')),
  instructed_mw numeric NOT NULL,
  has_baseline_data boolean NOT NULL,
  has_actual_data boolean NOT NULL,
  performance_ratio numeric,
  delivered_mwh numeric,
  instructed_mwh numeric,
  shortfall_mwh numeric,
  utilisation numeric NOT NULL DEFAULT 0,
  penalty numeric NOT NULL DEFAULT 0,
  utilisation_paid boolean NOT NULL DEFAULT false,
  -- { meter_ids, readings: [{start, mw}], baseline: BaselineResult, missing_metered }
  inputs jsonb NOT NULL,
  -- PeriodFigures[] (empty when the event lacks baseline or metered data)
  periods jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (report_id, event_id)
);
CREATE INDEX settlement_report_events_provider_idx ON settlement_report_events (report_id, provider_id, start);
CREATE INDEX settlement_report_events_instruction_idx ON settlement_report_events (instruction_id);

-- One provider's month within a report: the core Statement (lines, net, VAT, gross) and its totals.
CREATE TABLE settlement_statements (
  id serial PRIMARY KEY,
  report_id integer NOT NULL REFERENCES settlement_reports (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES organisations (id),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  statement jsonb NOT NULL,
  net numeric NOT NULL,
  vat numeric NOT NULL,
  gross numeric NOT NULL,
  UNIQUE (report_id, provider_id)
);
CREATE INDEX settlement_statements_provider_idx ON settlement_statements (provider_id);

-- A provider's dispute of a published report (event_id null) or of one of its events.
CREATE TABLE settlement_disputes (
  id serial PRIMARY KEY,
  report_id integer NOT NULL REFERENCES settlement_reports (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES organisations (id),
  event_id text,
  reason text NOT NULL CHECK (reason IN ('meter_data', 'baseline', 'instruction', 'price')),
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'rejected')),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_note text CHECK (decision_note IS NULL OR length(decision_note) <= 2000),
  -- The rerun an upheld dispute started.
  rerun_id integer REFERENCES settlement_runs (id) ON DELETE SET NULL,
  CHECK ((status = 'open') = (decided_at IS NULL))
);
CREATE INDEX settlement_disputes_report_idx ON settlement_disputes (report_id, status);
-- A provider keeps one open dispute per report and event (or per whole report).
CREATE UNIQUE INDEX settlement_disputes_open_idx ON settlement_disputes (report_id, provider_id, coalesce(event_id, ''))
  WHERE status = 'open';
