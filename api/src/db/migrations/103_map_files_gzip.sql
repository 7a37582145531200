-- Map-data files are kept gzip-compressed only (a tenth of the size; served as is to clients that
-- accept gzip — every browser — and decompressed on the fly otherwise). Storing the raw JSON too
-- made writes of large files slow on PGlite.
ALTER TABLE map_data_files DROP COLUMN body;
ALTER TABLE map_data_files ADD COLUMN size integer NOT NULL DEFAULT 0;
