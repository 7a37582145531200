-- The exchange: providers' capacity-market agreements, listings of three kinds (capacity-market
-- agreements, flexibility obligations, load-modification blocks), bids on them, the trades that
-- decisions make (with their premium invoices and registration with the delivery body), and each
-- listing's history. Rules in api/src/domain/exchange/README.md.

-- A capacity-market agreement a provider holds (as on the Capacity Market Register). A unit still
-- being built names its planned asset: it may not list before that asset's commissioning
-- milestone is accepted.
CREATE TABLE exchange_agreements (
  id serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  agreement_number text NOT NULL CHECK (length(agreement_number) BETWEEN 1 AND 60),
  unit_id text NOT NULL CHECK (length(unit_id) BETWEEN 1 AND 60),
  agreement_type text NOT NULL CHECK (agreement_type IN ('T-4', 'T-1')),
  -- The delivery year starting on 1 October of this year and ending on 30 September of the next.
  delivery_year integer NOT NULL CHECK (delivery_year BETWEEN 2000 AND 2100),
  de_rated_mw numeric(14, 5) NOT NULL CHECK (de_rated_mw > 0),
  -- £/kW/year.
  clear_price numeric(12, 2) NOT NULL CHECK (clear_price >= 0),
  planned_asset_id integer REFERENCES planned_assets (id) ON DELETE SET NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agreement_number, delivery_year)
);
CREATE INDEX exchange_agreements_provider_idx ON exchange_agreements (provider_id);

CREATE TABLE exchange_listings (
  id serial PRIMARY KEY,
  exchange_type text NOT NULL CHECK (exchange_type IN ('capacity_market', 'flexibility_obligation', 'load_modification')),
  market_id integer NOT NULL REFERENCES markets (id),
  flex_provider_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  flex_provider_name text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'open', 'closed', 'awarded', 'withdrawn', 'expired')),
  -- MW for every kind (a load modification's turn-down is shown in kW).
  mw numeric(14, 5) NOT NULL CHECK (mw > 0),
  -- The smallest part of the listing one bid may be filled with.
  min_fill_mw numeric(14, 5) NOT NULL CHECK (min_fill_mw > 0),
  sealed boolean NOT NULL DEFAULT true,
  -- The price at which the whole listing can be bought at once (open market; load modifications' asking price).
  buy_now_price numeric(12, 2) CHECK (buy_now_price IS NULL OR buy_now_price >= 0),
  currency text NOT NULL DEFAULT 'GBP' CHECK (currency ~ '^[A-Z]{3}$'),
  bidding_opens timestamptz NOT NULL,
  bidding_closes timestamptz NOT NULL,
  -- Transfer (or delivery) period; ends_on is the first day it no longer runs.
  transfer_starts_on date NOT NULL,
  transfer_ends_on date NOT NULL,
  notes text CHECK (notes IS NULL OR length(notes) <= 2000),
  -- capacity_market
  agreement_id integer REFERENCES exchange_agreements (id) ON DELETE CASCADE,
  guide_price numeric(12, 2) CHECK (guide_price IS NULL OR guide_price >= 0),
  -- flexibility_obligation
  obligation_id integer REFERENCES obligations (id) ON DELETE CASCADE,
  -- load_modification
  -- The GSP region the block lies in, an optional substation name, and its point on the map.
  gsp_region_id integer REFERENCES gsp_regions (id),
  substation text CHECK (substation IS NULL OR length(substation) BETWEEN 1 AND 120),
  lat double precision CHECK (lat IS NULL OR lat BETWEEN -90 AND 90),
  lon double precision CHECK (lon IS NULL OR lon BETWEEN -180 AND 180),
  start_time time,
  end_time time,
  measurement_method text CHECK (measurement_method IS NULL OR measurement_method IN ('half_hourly_baseline', 'meter_before_after', 'sub_metered')),
  withdrawn_reason text,
  closed_at timestamptz,
  awarded_at timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK (bidding_opens < bidding_closes),
  CHECK (transfer_starts_on < transfer_ends_on),
  CHECK (min_fill_mw <= mw),
  CHECK ((exchange_type = 'capacity_market') = (agreement_id IS NOT NULL AND guide_price IS NOT NULL)),
  CHECK ((exchange_type = 'flexibility_obligation') = (obligation_id IS NOT NULL)),
  CHECK ((exchange_type = 'load_modification') = (gsp_region_id IS NOT NULL AND lat IS NOT NULL AND lon IS NOT NULL AND start_time IS NOT NULL
    AND end_time IS NOT NULL AND measurement_method IS NOT NULL AND buy_now_price IS NOT NULL))
);
CREATE INDEX exchange_listings_status_idx ON exchange_listings (status, bidding_opens, bidding_closes);
CREATE INDEX exchange_listings_provider_idx ON exchange_listings (flex_provider_id, status);
CREATE INDEX exchange_listings_agreement_idx ON exchange_listings (agreement_id) WHERE agreement_id IS NOT NULL;
CREATE INDEX exchange_listings_obligation_idx ON exchange_listings (obligation_id) WHERE obligation_id IS NOT NULL;

CREATE TABLE exchange_bids (
  id serial PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES exchange_listings (id) ON DELETE CASCADE,
  bidder_fp_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  bidder_fp_name text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- The net price the buyer keeps (capacity market £/kW/year; obligations the availability rate's
  -- unit; load modifications £/kW/month, the price the buyer pays).
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  mw numeric(14, 5) NOT NULL CHECK (mw > 0),
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'withdrawn', 'accepted', 'rejected', 'lapsed')),
  -- What an accepted bid was filled with (at most its mw, at least the listing's min fill).
  awarded_mw numeric(14, 5),
  decision_reason text,
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'accepted') = (awarded_mw IS NOT NULL)),
  CHECK (awarded_mw IS NULL OR (awarded_mw > 0 AND awarded_mw <= mw))
);
CREATE INDEX exchange_bids_listing_idx ON exchange_bids (listing_id, status);
CREATE INDEX exchange_bids_bidder_idx ON exchange_bids (bidder_fp_id, status);
-- One live bid per bidder and listing: a bidder amends it rather than adding another.
CREATE UNIQUE INDEX exchange_bids_live_idx ON exchange_bids (listing_id, bidder_fp_id) WHERE status = 'submitted';

CREATE TABLE exchange_trades (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  listing_id integer NOT NULL REFERENCES exchange_listings (id) ON DELETE CASCADE,
  bid_id integer UNIQUE REFERENCES exchange_bids (id) ON DELETE SET NULL,
  seller_id integer NOT NULL REFERENCES organisations (id),
  buyer_id integer NOT NULL REFERENCES organisations (id),
  mw numeric(14, 5) NOT NULL CHECK (mw > 0),
  price numeric(12, 2) NOT NULL,
  -- The price the premium is measured from (the agreement's clear price, the obligation's availability rate); null for load modifications.
  reference_price numeric(12, 2),
  -- Seller's premium (capacity market and obligations) or the price of the block (load modifications), in currency.
  amount numeric(16, 2) NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  transfer_starts_on date NOT NULL,
  transfer_ends_on date NOT NULL,
  invoice_number text UNIQUE,
  invoice_issued_on date,
  invoice_due_on date,
  registration_status text NOT NULL DEFAULT 'pending' CHECK (registration_status IN ('pending', 'submitted', 'confirmed', 'rejected', 'not_required')),
  registration_reference text,
  registration_note text,
  registration_updated timestamptz,
  -- The obligation the buyer now holds (flexibility obligations).
  buyer_obligation_id integer REFERENCES obligations (id) ON DELETE SET NULL,
  -- What the amount was computed from (quantity, unit, rate, factor: the invoice's line), and each
  -- side's MW and monthly payment before and after the trade, as at the trade (README.md).
  basis jsonb NOT NULL DEFAULT '{}',
  before_after jsonb NOT NULL DEFAULT '{}',
  created timestamptz NOT NULL DEFAULT now(),
  CHECK (seller_id <> buyer_id)
);
CREATE INDEX exchange_trades_seller_idx ON exchange_trades (seller_id);
CREATE INDEX exchange_trades_buyer_idx ON exchange_trades (buyer_id);
CREATE INDEX exchange_trades_listing_idx ON exchange_trades (listing_id);

-- Every change to a listing, its bids and trades, in order: who, when, what.
CREATE TABLE exchange_listing_events (
  id bigserial PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES exchange_listings (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_org_id integer REFERENCES organisations (id) ON DELETE SET NULL,
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX exchange_listing_events_listing_idx ON exchange_listing_events (listing_id, id);

-- An obligation bought on the exchange is split at the transfer start: the seller's part ends
-- there and the buyer's part, a new row of the same bid, starts there. A bid may so have several
-- obligations, one per date range; the one its contract made (not transferred) stays unique.
ALTER TABLE obligations ADD COLUMN transferred_from_id integer REFERENCES obligations (id) ON DELETE SET NULL;
ALTER TABLE obligations DROP CONSTRAINT obligations_bid_id_key;
CREATE UNIQUE INDEX obligations_bid_original_idx ON obligations (bid_id) WHERE transferred_from_id IS NULL;
CREATE INDEX obligations_bid_idx ON obligations (bid_id, starts_on);
