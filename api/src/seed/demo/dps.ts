/**
 * Company qualification demo data: a version-B DPS record for every operator,
 * and — once, on a database without applications — the two demo providers approved by every
 * operator (so they may enter and bid, as before the gate existed; Voltwise was rejected once by
 * Southern Wires and approved on its second application), a pending application from Harbour
 * Battery to Northern Lines and one from Peakshift to Southern Wires for the operators to decide,
 * and a draft from GreenCell. Runs on every start (idempotent), after the domain seed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types.js';
import type { Seeder } from '../types.js';
import { FileStore } from '../../platform/files/storage.js';
import { refreshErrors, storedSection } from '../../domain/dps/applications.js';
import { versionBDefinitions, type DpsDefinitions } from '../../domain/dps/definitions.js';
import type { Answers } from '../../domain/dps/validation.js';

const DAY = 86_400_000;

/** A one-page PDF saying `line` (for the demo's attachments). */
export function tinyPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 16 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Complete version-B answers for a provider (every required question answered). */
export function demoAnswers(name: string, n: number): Answers {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
  const answers: Answers = {
    registered_name: `${name} Ltd`,
    organisation_type: 'limited',
    registered_number: String(10_000_000 + n * 7_654_321).slice(0, 8),
    vat_number: `GB${String(100_000_000 + n * 12_345).slice(0, 8)}`,
    registration_country: 'GB',
    registered_year: String(2012 + (n % 9)),
    company_website: `www.${slug}.test`,
    registered_address_1: `${10 + n} Harbour Street`,
    registered_address_2: '',
    registered_address_3: n % 2 ? 'Leeds' : 'Bristol',
    registered_postcode: n % 2 ? 'LS1 4AP' : 'BS1 5TR',
    trading_name_different: false,
    part_of_group: n % 3 === 0,
    parent_company: `${name} Holdings Ltd`,
    ultimate_parent_company: `${name} Group plc`,
    asset_relationship: n % 2 ? 'aggregator' : 'owners',
    ownership_structure:
      n % 2
        ? 'We aggregate domestic batteries and commercial heating loads under contracts with their owners; we operate them through our own platform.'
        : 'We own and operate the battery sites through wholly owned project companies; maintenance is contracted to the manufacturer.',
    achilles_id: `UVDB-${1000 + n}`,
    audit_details: 'ISO 9001 and ISO 45001 surveillance audits by an accredited body in the last twelve months, with no major non-conformities.',
    employer_liability: 'yes',
    public_liability: 'yes',
    indemnity: 'yes',
    insurance_details: 'Employer’s liability £10m, public liability £5m, professional indemnity £2m; all renewed annually in April.',
    has_outstanding_claims: false,
    litigations: '',
    contract_entity: true,
    contract_confirmation: true,
  };
  for (const key of ['in_receivership', 'in_administration', 'in_liquidation', 'in_debt', 'is_winding_up', 'is_bankrupt', 'has_convictions', 'has_terminated_contracts']) {
    answers[key] = false;
  }
  return answers;
}

function sectionsFor(defs: DpsDefinitions, answers: Answers, upTo = 5): string {
  return JSON.stringify(defs.sections.filter((s) => s.number <= upTo).map((s) => storedSection(defs, s.number, answers)));
}

interface Ids {
  org: (slug: string) => number | undefined;
  record: (operatorId: number) => { id: number; definitions: DpsDefinitions } | undefined;
  firstUser: (orgId: number) => number | null;
}

async function application(
  db: Db,
  ids: Ids,
  opts: { provider: number; operator: number; answers: Answers; upTo?: number; submittedDaysAgo?: number; outcome?: { approved: boolean; note: string; daysAgo: number }; latest?: boolean },
): Promise<number | null> {
  const record = ids.record(opts.operator);
  if (!record) return null;
  const submitted = opts.submittedDaysAgo === undefined ? null : new Date(Date.now() - opts.submittedDaysAgo * DAY);
  const by = ids.firstUser(opts.provider);
  const r = await db.query<{ id: number }>(
    `INSERT INTO dps_applications (flex_provider_id, dps_record_id, sections, is_latest, is_submitted, submitted, submitted_by, created_by, created, updated)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6::timestamptz, $7, $7, COALESCE($6::timestamptz, now()) - interval '2 days', COALESCE($6::timestamptz, now())) RETURNING id`,
    [opts.provider, record.id, sectionsFor(record.definitions, opts.answers, opts.upTo), opts.latest ?? true, submitted !== null, submitted, submitted ? by : null],
  );
  const id = r.rows[0]!.id;
  await refreshErrors(db, id);
  if (opts.outcome) {
    await db.query(`INSERT INTO dps_outcomes (application_id, is_approved, note, decision_made_by, created) VALUES ($1, $2, $3, $4, now() - make_interval(days => $5::int))`, [
      id,
      opts.outcome.approved,
      opts.outcome.note,
      ids.firstUser(opts.operator),
      opts.outcome.daysAgo,
    ]);
  }
  return id;
}

async function attach(db: Db, store: FileStore, applicationId: number | null, orgId: number, question: string, filename: string, line: string): Promise<void> {
  if (applicationId === null) return;
  const bytes = tinyPdf(line);
  const path = await store.save(orgId, bytes);
  await db.query(
    `INSERT INTO dps_attachments (key, application_id, question, description, filename, content_type, size, sha256, storage_path)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'application/pdf', $5, $6, $7)`,
    [applicationId, question, line, filename, bytes.length, createHash('sha256').update(bytes).digest('hex'), path],
  );
  await refreshErrors(db, applicationId);
}

export const seedDps: Seeder = {
  name: 'dps',
  async run({ db, config }) {
    const operators = await db.query<{ id: number; name: string; slug: string }>(`SELECT id, name, slug FROM organisations WHERE org_type = 'systemoperator' ORDER BY id`);
    const definitions = JSON.stringify(versionBDefinitions());
    for (const op of operators.rows) {
      const prefix = op.slug.split('-').map((w) => w[0]!.toUpperCase()).join('');
      await db.query(
        `INSERT INTO dps_records (system_operator_id, name, reference, definitions) VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT (system_operator_id) DO NOTHING`,
        [op.id, `${op.name} flexibility services DPS`, `${prefix}-DPS-2026`, definitions],
      );
    }
    const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dps_applications');
    if ((existing.rows[0]?.n ?? 0) > 0) return;

    const orgs = await db.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM organisations');
    const records = await db.query<{ id: number; system_operator_id: number; definitions: DpsDefinitions }>('SELECT id, system_operator_id, definitions FROM dps_records');
    const users = await db.query<{ id: number; organisation_id: number }>('SELECT id, organisation_id FROM users WHERE organisation_id IS NOT NULL AND is_activated ORDER BY id');
    const ids: Ids = {
      org: (slug) => orgs.rows.find((o) => o.slug === slug)?.id,
      record: (operatorId) => records.rows.find((r) => r.system_operator_id === operatorId),
      firstUser: (orgId) => users.rows.find((u) => u.organisation_id === orgId)?.id ?? null,
    };
    const nameOf = (id: number) => orgs.rows.find((o) => o.id === id)?.name ?? 'Provider';
    const store = new FileStore(config.dataDir);
    const brightgrid = ids.org('brightgrid-energy');
    const voltwise = ids.org('voltwise-flex');
    const north = ids.org('northern-lines-networks');
    const south = ids.org('southern-wires');
    if (!brightgrid || !voltwise || !north || !south) return;

    // The demo providers are approved by every operator.
    const approved: number[] = [brightgrid, voltwise];
    let n = 0;
    for (const op of operators.rows) {
      for (const provider of approved) {
        n++;
        const answers = demoAnswers(nameOf(provider), n);
        if (provider === voltwise && op.id === south) {
          const first: number | null = await application(db, ids, {
            provider,
            operator: op.id,
            answers: { ...answers, public_liability: 'no', no_insurance_explanation: 'We are arranging cover.' },
            submittedDaysAgo: 60,
            outcome: { approved: false, note: 'Public liability insurance is a requirement of our DPS: please arrange cover and apply again.', daysAgo: 55 },
            latest: false,
          });
          await attach(db, store, first, provider, 'audit_documents', 'voltwise-audit-2025.pdf', 'Voltwise Flex - ISO 45001 audit report 2025');
        }
        const id: number | null = await application(db, ids, {
          provider,
          operator: op.id,
          answers,
          submittedDaysAgo: 40 - n,
          outcome: { approved: true, note: 'Welcome to our flexibility services DPS.', daysAgo: 35 - n },
        });
        if (provider === brightgrid && (op.id === north || op.id === south)) {
          await attach(db, store, id, provider, 'audit_documents', 'brightgrid-audit-2025.pdf', 'Brightgrid Energy - ISO 9001 audit certificate 2025');
        }
      }
    }

    // Something for each demo operator to decide, and a draft the operators do not see.
    const harbour = ids.org('harbour-battery');
    const peakshift = ids.org('peakshift-aggregation');
    const greencell = ids.org('greencell-storage');
    if (harbour) {
      const id = await application(db, ids, { provider: harbour, operator: north, answers: demoAnswers(nameOf(harbour), 21), submittedDaysAgo: 3 });
      await attach(db, store, id, harbour, 'audit_documents', 'harbour-battery-audit.pdf', 'Harbour Battery Co - health and safety audit 2026');
      await attach(db, store, id, harbour, 'insurance_documents', 'harbour-battery-insurance.pdf', 'Harbour Battery Co - insurance certificates 2026');
    }
    if (peakshift) await application(db, ids, { provider: peakshift, operator: south, answers: demoAnswers(nameOf(peakshift), 22), submittedDaysAgo: 1 });
    if (greencell) await application(db, ids, { provider: greencell, operator: north, answers: demoAnswers(nameOf(greencell), 23), upTo: 2 });
  },
};
