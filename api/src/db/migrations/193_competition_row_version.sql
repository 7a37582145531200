-- Each competition row's version: one more on every change of the row, whoever writes it. The
-- competition list's ETag (domain/competitions/list-version.ts) reads the versions of its rows
-- instead of hashing whole rows on every request.
ALTER TABLE competitions ADD COLUMN row_version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION competitions_next_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_version := OLD.row_version + 1;
  RETURN NEW;
END
$$;

CREATE TRIGGER competitions_row_version BEFORE UPDATE ON competitions FOR EACH ROW
  EXECUTE FUNCTION competitions_next_row_version();
