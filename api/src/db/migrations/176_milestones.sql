-- Milestones of contracts with planned assets. See api/src/domain/contracts/README.md (Milestones).

-- A planned asset becomes a flex asset when its commissioning milestone is accepted: the flex
-- asset made from it is linked here (the planned asset is kept, inactive, for the record).
ALTER TABLE planned_assets ADD COLUMN commissioned_asset_id integer REFERENCES flex_assets (id) ON DELETE SET NULL;

-- One row per milestone of a planned asset carried by a contract. The status stored is pending,
-- submitted, accepted or rejected; "overdue" is read, not stored (pending or rejected, due date passed).
CREATE TABLE milestones (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  planned_asset_id integer NOT NULL REFERENCES planned_assets (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('financial_commitment', 'connection', 'progress_report', 'commissioning')),
  -- 1 for every kind but progress reports, numbered 1, 2, … in due-date order.
  sequence integer NOT NULL DEFAULT 1 CHECK (sequence >= 1),
  due_on date NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'submitted', 'accepted', 'rejected')),
  evidence_upload_id integer REFERENCES file_uploads (id) ON DELETE SET NULL,
  note text,
  submitted_at timestamptz,
  submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  rejection_reason text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, planned_asset_id, kind, sequence),
  CHECK (status = 'pending' OR (submitted_at IS NOT NULL AND note IS NOT NULL)),
  CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL),
  CHECK (status NOT IN ('accepted', 'rejected') OR decided_at IS NOT NULL)
);
CREATE INDEX milestones_contract_idx ON milestones (contract_id);
CREATE INDEX milestones_due_idx ON milestones (due_on) WHERE status IN ('pending', 'rejected');

-- The reminders e-mailed for a milestone: one per kind and due date (14 and 3 days before, and the
-- day after it was missed), so a repeated or concurrent job sends none twice.
CREATE TABLE milestone_reminders (
  milestone_id integer NOT NULL REFERENCES milestones (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('due_14', 'due_3', 'missed')),
  due_on date NOT NULL,
  sent_on date NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (milestone_id, kind, due_on)
);
