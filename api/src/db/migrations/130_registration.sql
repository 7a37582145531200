-- Self-registration of flex providers (api/src/domain/registration/README.md).
--
-- One row per registration attempt. POST registration/users stores the user part (password
-- already hashed) and answers with the row's id (the "user application id"); POST
-- registration/flexproviders adds the company part and marks it submitted; a job then creates
-- the organisation and its admin, both inactive (user_id, organisation_id), or — when the
-- address already has an account — e-mails that account's owner instead and creates nothing.
-- Following the e-mailed link sets activated_at and activates both.
CREATE TABLE registrations (
  -- Random (crypto.randomUUID): it is the client's handle on its unsubmitted user part.
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  -- argon2id PHC string; cleared once the job has copied it to the new user (or refused it).
  password_hash text,
  user_terms_accepted_at timestamptz NOT NULL,
  -- Until then the user part can be submitted with a company part.
  expires_at timestamptz NOT NULL,
  company_name text,
  website text,
  company_email text,
  registration_no text,
  -- ISO 3166-1 alpha-2.
  country text CHECK (country IS NULL OR country ~ '^[A-Z]{2}$'),
  terms_of_service_accepted_at timestamptz,
  submitted_at timestamptz,
  -- Set by the job: 'created' (organisation and user made) or 'existing_account' (the owner was told).
  outcome text CHECK (outcome IS NULL OR outcome IN ('created', 'existing_account')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  organisation_id integer REFERENCES organisations (id) ON DELETE CASCADE,
  activated_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registrations_email_idx ON registrations (lower(email));
CREATE UNIQUE INDEX registrations_user_idx ON registrations (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX registrations_unsubmitted_idx ON registrations (expires_at) WHERE submitted_at IS NULL;
