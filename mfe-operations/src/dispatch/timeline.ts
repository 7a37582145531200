/**
 * The dispatch schedule's layout (a timeline by day): instructions grouped by the day they start
 * on in the region's zone, then by competition and provider, each group in start order.
 */
import { utcToZonedText } from 'shared-ui';
import { dayKeyOf } from './zonedTime';
import type { DispatchInstruction } from './types';

export interface ScheduleLane {
  /** competition id and provider id. */
  key: string;
  competition: number;
  competition_name: string;
  flex_provider: number;
  flex_provider_name: string;
  instructions: DispatchInstruction[];
}

export interface ScheduleDay {
  /** "YYYY-MM-DD" in the zone. */
  day: string;
  lanes: ScheduleLane[];
}

/** Days in order; lanes by competition then provider name; instructions by start then id. */
export function scheduleByDay(instructions: readonly DispatchInstruction[], timezone: string): ScheduleDay[] {
  const days = new Map<string, Map<string, ScheduleLane>>();
  const ordered = [...instructions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  for (const i of ordered) {
    const day = dayKeyOf(i.start, timezone);
    let lanes = days.get(day);
    if (!lanes) days.set(day, (lanes = new Map()));
    const key = `${i.competition}:${i.flex_provider}`;
    let lane = lanes.get(key);
    if (!lane) {
      lane = { key, competition: i.competition, competition_name: i.competition_name, flex_provider: i.flex_provider, flex_provider_name: i.flex_provider_name, instructions: [] };
      lanes.set(key, lane);
    }
    lane.instructions.push(i);
  }
  const byName = (a: ScheduleLane, b: ScheduleLane) =>
    a.competition_name.localeCompare(b.competition_name) || a.competition - b.competition || a.flex_provider_name.localeCompare(b.flex_provider_name) || a.flex_provider - b.flex_provider;
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, lanes]) => ({ day, lanes: [...lanes.values()].sort(byName) }));
}

/**
 * Where a bar sits on its day's 24-hour track, in percent: its start from midnight and its width
 * (cut at the day's end when it runs over midnight; at least a sliver so a short one shows).
 */
export function barPosition(i: Pick<DispatchInstruction, 'start' | 'end'>, day: string, timezone: string): { left: number; width: number } {
  const minutesOf = (iso: string) => {
    const zoned = utcToZonedText(iso, timezone, 'T');
    const key = zoned.slice(0, 10);
    if (key < day) return 0;
    if (key > day) return 24 * 60;
    return Number(zoned.slice(11, 13)) * 60 + Number(zoned.slice(14, 16));
  };
  const start = minutesOf(i.start);
  const end = Math.max(start, minutesOf(i.end));
  const left = (start / 1440) * 100;
  return { left, width: Math.max(0.5, ((end - start) / 1440) * 100) };
}
