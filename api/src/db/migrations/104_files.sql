-- Uploaded files and their processing status (domain/files; spec platform §4.3, §7.4).
-- The bytes live under <DATA_DIR>/files/ (storage_path is relative to it); this row is the status
-- resource GET files/uploads/{id}/ that the client polls.
CREATE TABLE file_uploads (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  filename text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  storage_path text NOT NULL,
  -- Spec values and their short codes: Uploaded/u (received, being processed), Ready/r (applied),
  -- Error/e (refused: content, a scan, a row, or processing failed for good),
  -- User Permission Error/f (the uploader may not do this, checked again while processing).
  status text NOT NULL DEFAULT 'Uploaded' CHECK (status IN ('Uploaded', 'Ready', 'Error', 'User Permission Error')),
  code text NOT NULL DEFAULT 'u' CHECK (code IN ('u', 'r', 'e', 'f')),
  -- [{name: received|scanned|parsed|applied, state: pending|running|done|failed, message?, at?}]
  stages jsonb NOT NULL,
  -- True once every stage is done, or a failure is terminal.
  done boolean NOT NULL DEFAULT false,
  -- [{row, column?, field?, message}] — row numbers as a spreadsheet shows them (the header is row 1).
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- What the kind created, e.g. {"created": [ids]}.
  result jsonb,
  job_id uuid,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK ((status, code) IN (('Uploaded', 'u'), ('Ready', 'r'), ('Error', 'e'), ('User Permission Error', 'f')))
);
CREATE INDEX file_uploads_org_kind_idx ON file_uploads (organisation_id, kind, created DESC);
