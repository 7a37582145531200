-- Competition entries and confirmations, ballots (minimal), pre-serialised map data, geocoder places.

-- A provider's entry into a competition with the assets it confirmed.
CREATE TABLE competition_entries (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  flex_provider_id integer NOT NULL REFERENCES organisations (id),
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'withdrawn')),
  confirmed_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (competition_id, flex_provider_id)
);

CREATE TABLE competition_entry_assets (
  entry_id integer NOT NULL REFERENCES competition_entries (id) ON DELETE CASCADE,
  flex_asset_id integer NOT NULL REFERENCES flex_assets (id) ON DELETE CASCADE,
  PRIMARY KEY (entry_id, flex_asset_id)
);

-- Confirmation of a competition by an organisation: a provider's entry confirmation (kind 'entry')
-- or an operator's confirmation of a closed competition's results (kind 'results').
CREATE TABLE competition_confirmations (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  organisation_id integer NOT NULL REFERENCES organisations (id),
  kind text NOT NULL CHECK (kind IN ('entry', 'results')),
  confirmed_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (competition_id, organisation_id)
);

CREATE TABLE ballots (
  id serial PRIMARY KEY,
  competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  flex_provider_id integer NOT NULL REFERENCES organisations (id),
  is_active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ballots_competition_idx ON ballots (competition_id, flex_provider_id);

-- Pre-serialised map data per audience ('public', 'provider:<org id>', 'operator:<org id>').
CREATE TABLE map_data_files (
  key text PRIMARY KEY,
  version bigint NOT NULL,
  etag text NOT NULL,
  generated timestamptz NOT NULL DEFAULT now(),
  body bytea NOT NULL,
  body_gzip bytea NOT NULL,
  asset_count integer NOT NULL DEFAULT 0,
  competition_count integer NOT NULL DEFAULT 0
);

-- Offline address search: postcode districts and areas, GSP regions and sites.
CREATE TABLE geo_places (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('postcode_district', 'postcode_area', 'gsp', 'gsp_region')),
  label text NOT NULL,
  -- Upper-case, no spaces: what a search prefix is matched against.
  search_key text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  rank integer NOT NULL DEFAULT 0
);
CREATE INDEX geo_places_search_idx ON geo_places (search_key text_pattern_ops);
