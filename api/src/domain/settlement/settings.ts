/**
 * A competition's settlement settings: its configuration (stored versions, or the defaults of its
 * operator's country while none is stored) and what the calculation needs around it: the clock
 * zone, currency, country and public-holiday calendar.
 *
 * Editing: until the competition's first settlement report is published the operator edits
 * version 1 in place; once a report has been published every change is a new version (n+1), so
 * published figures always name the configuration they were settled with.
 */
import type { Db } from '../../db/types.js';
import { badRequest, notFound } from '../../errors.js';
import { COMPETITION_TIME_ZONE } from '../dispatch/validate.js';
import { defaultSettlementConfig } from './config.js';
import { SETTLEMENT_COUNTRIES, type SettlementConfig, type SettlementCountry } from './schemas.js';

export interface SettlementSettings {
  competitionId: number;
  /** 0 = the defaults, nothing stored yet. */
  version: number;
  config: SettlementConfig;
  /** The competition's clock (every competition runs on GB time today). */
  zone: string;
  currency: string;
  country: SettlementCountry;
  /** date-holidays calendar code, e.g. `GB-ENG`. */
  holidayCalendar: string;
  systemOperatorId: number;
}

/** The operator's country when settlement knows it (VAT, interval); Great Britain otherwise. */
export function settlementCountryOf(country: string | null): SettlementCountry {
  return SETTLEMENT_COUNTRIES.find((c) => c === country) ?? 'GB';
}

interface CompetitionRow {
  id: number;
  operator_id: number;
  currency: string;
  holiday_calendar: string;
  country: string | null;
  version: number | null;
  config: SettlementConfig | null;
}

/** The settings of many competitions at once (the latest stored version of each, or its defaults). */
export async function settlementSettingsOfMany(db: Db, competitionIds: readonly number[]): Promise<Map<number, SettlementSettings>> {
  const r = await db.query<CompetitionRow>(
    `SELECT c.id, c.operator_id, c.currency, c.holiday_calendar, o.country, s.version, s.config
       FROM competitions c JOIN organisations o ON o.id = c.operator_id
       LEFT JOIN LATERAL (SELECT version, config FROM settlement_configs sc WHERE sc.competition_id = c.id ORDER BY version DESC LIMIT 1) s ON true
      WHERE c.id = ANY ($1::int[])`,
    [competitionIds],
  );
  return new Map(
    r.rows.map((row) => {
      const country = settlementCountryOf(row.country);
      const settings: SettlementSettings = {
        competitionId: row.id,
        version: row.version ?? 0,
        config: row.config ?? defaultSettlementConfig(country),
        zone: COMPETITION_TIME_ZONE,
        currency: row.currency,
        country,
        holidayCalendar: row.holiday_calendar,
        systemOperatorId: row.operator_id,
      };
      return [row.id, settings];
    }),
  );
}

export async function settlementSettingsOf(db: Db, competitionId: number): Promise<SettlementSettings> {
  const settings = (await settlementSettingsOfMany(db, [competitionId])).get(competitionId);
  if (!settings) throw notFound();
  return settings;
}

/** A stored version of a competition's configuration (the one a report was settled with). */
export async function settlementConfigVersion(db: Db, competitionId: number, version: number): Promise<SettlementConfig | null> {
  if (version === 0) return (await settlementSettingsOf(db, competitionId)).config;
  const r = await db.query<{ config: SettlementConfig }>(`SELECT config FROM settlement_configs WHERE competition_id = $1 AND version = $2`, [competitionId, version]);
  return r.rows[0]?.config ?? null;
}

/** Rules the schema cannot say: X of Y, a reference profile's points. */
export function checkSettlementConfig(config: SettlementConfig): void {
  const { baseline } = config;
  if (baseline.method === 'historical' && baseline.days_used > baseline.days_considered) {
    throw badRequest({ baseline: { days_used: ['Use at most as many days as are considered.'] } });
  }
  if (baseline.method === 'fixed' && baseline.profile === 'reference_profile') {
    const points = baseline.reference_profile ?? [];
    if (points.length === 0) throw badRequest({ baseline: { reference_profile: ['A reference profile needs at least one point.'] } });
    const times = points.map((p) => p.time.slice(0, 5));
    if (new Set(times).size !== times.length) throw badRequest({ baseline: { reference_profile: ['Each time of day may appear once.'] } });
    const step = config.interval_minutes;
    if (times.some((t) => (Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))) % step !== 0)) {
      throw badRequest({ baseline: { reference_profile: [`Each time must start a ${step}-minute period.`] } });
    }
  }
}

/** Whether a settlement report of the competition has ever been published. */
export async function hasPublishedReport(db: Db, competitionId: number): Promise<boolean> {
  const r = await db.query<{ published: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM settlement_reports WHERE competition_id = $1 AND published_at IS NOT NULL) AS published`,
    [competitionId],
  );
  return r.rows[0]?.published ?? false;
}

/**
 * Save the operator's configuration: version 1 edited in place until a report is published,
 * a new version after. Serialised per competition (row lock on the competition), so two
 * concurrent edits never make the same version twice nor lose one.
 */
export async function saveSettlementConfig(db: Db, competitionId: number, config: SettlementConfig, userId: number): Promise<SettlementSettings> {
  checkSettlementConfig(config);
  return db.transaction(async (tx) => {
    const locked = await tx.query(`SELECT id FROM competitions WHERE id = $1 FOR UPDATE`, [competitionId]);
    if (locked.rows.length === 0) throw notFound();
    const latest = await tx.query<{ version: number }>(`SELECT max(version) AS version FROM settlement_configs WHERE competition_id = $1`, [competitionId]);
    const current = latest.rows[0]?.version ?? null;
    if (current !== null && !(await hasPublishedReport(tx, competitionId))) {
      await tx.query(`UPDATE settlement_configs SET config = $3, updated = now(), created_by = $4 WHERE competition_id = $1 AND version = $2`, [
        competitionId,
        current,
        JSON.stringify(config),
        userId,
      ]);
    } else {
      await tx.query(`INSERT INTO settlement_configs (competition_id, version, config, created_by) VALUES ($1, $2, $3, $4)`, [
        competitionId,
        (current ?? 0) + 1,
        JSON.stringify(config),
        userId,
      ]);
    }
    return settlementSettingsOf(tx, competitionId);
  });
}
