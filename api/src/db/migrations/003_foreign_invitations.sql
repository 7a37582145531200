-- An invitation to an address that already has an account (in another organisation, or none).
-- The inviting organisation sees it in its team as invited, exactly like a fresh invitation, so
-- inviting tells the inviter nothing about who has an account; the address's owner is told by
-- e-mail. Such a row never logs in, never activates and never receives a reset link:
-- `invites_user` points at the real account. E-mails are unique among real accounts only.
ALTER TABLE users ADD COLUMN invites_user integer REFERENCES users (id) ON DELETE CASCADE;
DROP INDEX users_email_lower_idx;
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email)) WHERE invites_user IS NULL;
-- One pending invitation per organisation and address.
CREATE UNIQUE INDEX users_foreign_invitation_idx ON users (organisation_id, lower(email)) WHERE invites_user IS NOT NULL;
