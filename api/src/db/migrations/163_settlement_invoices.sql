-- Settlement invoices: one invoice per provider, competition and month when a settlement report
-- is published, and a credit note or supplementary invoice for the difference when a later
-- version of the report changes the amount. See api/src/domain/settlement/README.md, "Invoices".

-- Gap-free numbering per issuer: the issuer's next number, taken (row-locked) in the transaction
-- that issues the document, so a rolled-back issue gives its number back and two concurrent
-- issues never share or skip one.
CREATE TABLE invoice_number_counters (
  issuer_id integer PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
  next_number integer NOT NULL CHECK (next_number >= 1)
);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  -- Who writes the document: the operator (self-billing) or the provider (provider_issued).
  issuer_id integer NOT NULL REFERENCES organisations (id),
  recipient_id integer NOT NULL REFERENCES organisations (id),
  -- The supplier who is paid and the operator who pays, whoever issues.
  provider_id integer NOT NULL REFERENCES organisations (id),
  operator_id integer NOT NULL REFERENCES organisations (id),
  competition_id integer NOT NULL REFERENCES competitions (id),
  month text NOT NULL CHECK (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  -- The report version whose figures the document carries (or whose difference it carries).
  report_id integer NOT NULL REFERENCES settlement_reports (id),
  report_version integer NOT NULL CHECK (report_version >= 1),
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note', 'supplementary')),
  mode text NOT NULL CHECK (mode IN ('self_billed', 'provider_issued')),
  -- Given when the document is issued (never to a draft), so drafts leave no gaps.
  number text,
  status text NOT NULL CHECK (status IN ('draft', 'issued', 'paid', 'overdue')),
  issued_at timestamptz,
  due_at timestamptz,
  paid_at timestamptz,
  paid_by integer REFERENCES users (id) ON DELETE SET NULL,
  issued_by integer REFERENCES users (id) ON DELETE SET NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Signed amounts: a credit note's are negative, so a month's documents add up to its latest version.
  net numeric NOT NULL,
  vat_rate_percent numeric NOT NULL CHECK (vat_rate_percent >= 0 AND vat_rate_percent <= 100),
  vat numeric NOT NULL,
  gross numeric NOT NULL CHECK (gross = net + vat),
  -- A credit note or supplementary invoice names the month's original invoice.
  credits_invoice_id integer REFERENCES invoices (id),
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  CHECK (issuer_id IN (provider_id, operator_id) AND recipient_id IN (provider_id, operator_id) AND issuer_id <> recipient_id),
  CHECK ((status = 'draft') = (number IS NULL)),
  CHECK (status = 'draft' OR (issued_at IS NOT NULL AND due_at IS NOT NULL)),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK ((kind = 'invoice') = (credits_invoice_id IS NULL)),
  CHECK (kind <> 'credit_note' OR gross < 0),
  CHECK (kind <> 'supplementary' OR gross > 0),
  UNIQUE (issuer_id, number)
);
-- One invoice per provider, competition and month; at most one document per report version.
CREATE UNIQUE INDEX invoices_one_per_month ON invoices (provider_id, competition_id, month) WHERE kind = 'invoice';
CREATE UNIQUE INDEX invoices_one_per_report ON invoices (provider_id, report_id);
CREATE INDEX invoices_operator_idx ON invoices (operator_id, month);
CREATE INDEX invoices_provider_idx ON invoices (provider_id, month);
CREATE INDEX invoices_overdue_idx ON invoices (due_at) WHERE status = 'issued';

CREATE TABLE invoice_lines (
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 1),
  kind text NOT NULL CHECK (kind IN ('availability', 'utilisation', 'service_fee', 'penalty')),
  -- For a credit note or supplementary invoice: the change in quantity since the documents before it.
  quantity numeric NOT NULL,
  unit text NOT NULL,
  rate numeric NOT NULL,
  -- The availability factor (1 on other lines).
  factor numeric NOT NULL DEFAULT 1,
  amount numeric NOT NULL,
  PRIMARY KEY (invoice_id, position)
);
