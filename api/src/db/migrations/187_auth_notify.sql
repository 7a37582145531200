-- Caller state changes are announced on the channel `flex_auth` (src/auth/cache.ts): each API
-- process keeps the callers it has authenticated in memory and drops them when told. The triggers
-- below send the notification in the writer's own transaction, so PostgreSQL delivers it at commit
-- (never on rollback) to every process, whichever code path made the change.
-- Payloads: 'u:<user id>' (the user's row or team roles changed), 'o:<organisation id>' (the
-- organisation changed), 't:<token digest>' (a token was revoked), '*' (forget everyone: the
-- targeted_permissions flag changed, a table was truncated, or more rows changed than are worth
-- naming one by one).
CREATE FUNCTION auth_notify_rows(prefix text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 200 THEN
    PERFORM pg_notify('flex_auth', '*');
  ELSE
    PERFORM pg_notify('flex_auth', prefix || id) FROM unnest(ids) AS id;
  END IF;
END $$;

CREATE FUNCTION auth_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_notify_rows('u:', ARRAY(SELECT DISTINCT id::text FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER auth_users_update AFTER UPDATE ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_users_changed();
CREATE TRIGGER auth_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_users_changed();

CREATE FUNCTION auth_team_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_notify_rows('u:', ARRAY(SELECT DISTINCT user_id::text FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER auth_team_roles_insert AFTER INSERT ON team_roles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_team_roles_changed();
CREATE TRIGGER auth_team_roles_update_old AFTER UPDATE ON team_roles REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_team_roles_changed();
CREATE TRIGGER auth_team_roles_update_new AFTER UPDATE ON team_roles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_team_roles_changed();
CREATE TRIGGER auth_team_roles_delete AFTER DELETE ON team_roles REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_team_roles_changed();

CREATE FUNCTION auth_organisations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_notify_rows('o:', ARRAY(SELECT DISTINCT id::text FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER auth_organisations_update AFTER UPDATE ON organisations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_organisations_changed();
CREATE TRIGGER auth_organisations_delete AFTER DELETE ON organisations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_organisations_changed();

CREATE FUNCTION auth_tokens_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auth_notify_rows('t:', ARRAY(SELECT DISTINCT jti FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER auth_token_blocklist_insert AFTER INSERT ON token_blocklist REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_tokens_revoked();

-- Only targeted_permissions changes what a caller holds (auth/permissions.ts); it concerns everyone.
CREATE FUNCTION auth_flags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE name = 'targeted_permissions') THEN
    PERFORM pg_notify('flex_auth', '*');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER auth_feature_flags_insert AFTER INSERT ON feature_flags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_flags_changed();
CREATE TRIGGER auth_feature_flags_update AFTER UPDATE ON feature_flags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_flags_changed();
CREATE TRIGGER auth_feature_flags_delete AFTER DELETE ON feature_flags REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION auth_flags_changed();

CREATE FUNCTION auth_everyone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flex_auth', '*');
  RETURN NULL;
END $$;
CREATE TRIGGER auth_users_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_everyone_changed();
CREATE TRIGGER auth_team_roles_truncate AFTER TRUNCATE ON team_roles FOR EACH STATEMENT EXECUTE FUNCTION auth_everyone_changed();
CREATE TRIGGER auth_organisations_truncate AFTER TRUNCATE ON organisations FOR EACH STATEMENT EXECUTE FUNCTION auth_everyone_changed();
CREATE TRIGGER auth_feature_flags_truncate AFTER TRUNCATE ON feature_flags FOR EACH STATEMENT EXECUTE FUNCTION auth_everyone_changed();
