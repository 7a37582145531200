-- Company qualification (spec workflows §3 "Qualification application (DPS)"):
-- each operator's DPS record with its question definitions, providers' applications to it with
-- their section responses, the operator's outcome, and the files attached to an application.

-- One DPS (dynamic purchasing system) record per operator: the questionnaire providers answer.
-- definitions = {version, fields: {key: {question, is_file, type, required, …}}, sections: [{name, number, title, sub_sections: [{number, title, fields}]}]}
CREATE TABLE dps_records (
  id serial PRIMARY KEY,
  system_operator_id integer NOT NULL UNIQUE REFERENCES organisations (id) ON DELETE CASCADE,
  name text NOT NULL,
  reference text NOT NULL,
  definitions jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);

-- An application from a provider to a DPS: a draft until submitted; one `is_latest` per provider
-- and record (a new application after a rejection replaces the latest).
-- sections = [{name, number, responses: [{key, question, response, is_file}]}] for the stages saved so far.
-- errors = {key: ["This field may not be blank."]} for required questions still unanswered.
CREATE TABLE dps_applications (
  id serial PRIMARY KEY,
  flex_provider_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  dps_record_id integer NOT NULL REFERENCES dps_records (id) ON DELETE CASCADE,
  sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  errors jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_latest boolean NOT NULL DEFAULT true,
  is_submitted boolean NOT NULL DEFAULT false,
  submitted timestamptz,
  submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK (is_submitted = (submitted IS NOT NULL))
);
CREATE UNIQUE INDEX dps_applications_latest_idx ON dps_applications (flex_provider_id, dps_record_id) WHERE is_latest;
CREATE INDEX dps_applications_record_idx ON dps_applications (dps_record_id, is_submitted);

-- The operator's decision on a submitted application (none = pending).
CREATE TABLE dps_outcomes (
  id serial PRIMARY KEY,
  application_id integer NOT NULL UNIQUE REFERENCES dps_applications (id) ON DELETE CASCADE,
  is_approved boolean NOT NULL,
  note text NOT NULL DEFAULT '',
  decision_made_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);

-- A file answering a file question of an application. The bytes are kept by the upload
-- pipeline's store (<DATA_DIR>/files/…); `key` names the attachment in URLs.
CREATE TABLE dps_attachments (
  id serial PRIMARY KEY,
  key uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  application_id integer NOT NULL REFERENCES dps_applications (id) ON DELETE CASCADE,
  question text NOT NULL,
  description text NOT NULL DEFAULT '',
  filename text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  storage_path text NOT NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dps_attachments_application_idx ON dps_attachments (application_id, question);
