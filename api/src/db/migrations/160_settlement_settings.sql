-- A competition's settlement configuration (interval, baseline, performance, penalty, invoice
-- mode, VAT; the core's SettlementConfig schema), kept as versions. Until the competition's first
-- settlement report is published the operator edits version 1 in place; after it, every change
-- is a new version, so a report always says which configuration it was settled with. Without any
-- row the competition settles with the defaults of its operator's country (version 0).
CREATE TABLE settlement_configs (
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  config jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (competition_id, version)
);
