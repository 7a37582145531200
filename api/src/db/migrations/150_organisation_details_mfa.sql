-- Settings: an organisation's registered details, editable by its admins under
-- Settings > Organisation (GET/PATCH auth/organisation/), and multi-factor for password changes.

-- The details a flex provider gives when registering (registrations.company_*), kept on the
-- organisation itself from now on. Empty text when unknown (operators created by hand).
ALTER TABLE organisations ADD COLUMN website text NOT NULL DEFAULT '';
ALTER TABLE organisations ADD COLUMN registration_no text NOT NULL DEFAULT '';
-- The organisation's contact e-mail address (not a login).
ALTER TABLE organisations ADD COLUMN email text NOT NULL DEFAULT '';
-- ISO 3166-1 alpha-2.
ALTER TABLE organisations ADD COLUMN country text CHECK (country IS NULL OR country ~ '^[A-Z]{2}$');

-- Organisations created by self-registration so far: their details come from the registration.
UPDATE organisations o
   SET website = COALESCE(r.website, ''), registration_no = COALESCE(r.registration_no, ''),
       email = COALESCE(r.company_email, ''), country = r.country
  FROM registrations r
 WHERE r.organisation_id = o.id AND r.outcome = 'created';

-- A user "uses multi-factor" when an authenticator (TOTP, RFC 6238) is enrolled: the base32
-- secret below. Changing the password then also takes a current code (mfa_code). Enrolment
-- itself is not part of the product yet (an operator of the platform sets it).
ALTER TABLE users ADD COLUMN mfa_secret text CHECK (mfa_secret IS NULL OR mfa_secret ~ '^[A-Z2-7]{16,128}$');
