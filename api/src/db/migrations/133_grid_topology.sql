-- A system operator's grid topology: the grid supply points (GSP), bulk supply points
-- (BSP) and primary substations it uploaded as a CSV (files kind `grid-topology`). An upload
-- replaces the operator's whole topology, all or nothing. The NESO GSP region each site lies in is
-- stored with it: in that operator's competitions an asset's GSP (the names market clearing can
-- exclude) is the nearest uploaded GSP site within the asset's region (domain/market/gsp.ts).
CREATE TABLE grid_topology_sites (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  site_type text NOT NULL CHECK (site_type IN ('gsp', 'bsp', 'primary')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- The site this one is fed from (a BSP's GSP, a primary's BSP), by name; optional.
  parent text CHECK (parent IS NULL OR length(parent) BETWEEN 1 AND 120),
  lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  gsp_region text,
  gsp_group text,
  upload_id integer REFERENCES file_uploads (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX grid_topology_sites_name_idx ON grid_topology_sites (operator_id, site_type, lower(name));
CREATE INDEX grid_topology_sites_region_idx ON grid_topology_sites (operator_id, gsp_region) WHERE site_type = 'gsp';
