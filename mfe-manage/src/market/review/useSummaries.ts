import { useLingui } from '@lingui/react';
import type { BidSummary } from 'shared-session';
import { powerUnitOf, type PowerUnit, useLoad } from 'shared-ui';
import { bidSummaries, competitionUnits } from './api';

export interface Summaries {
  summaries: BidSummary[];
  units: ReadonlyMap<number, PowerUnit>;
}

async function loadSummaries(statuses: readonly string[]): Promise<Summaries> {
  const summaries = await bidSummaries(statuses);
  const units = await competitionUnits(summaries.map((s) => s.competition));
  return { summaries, units: new Map(units.map((u) => [u.id, powerUnitOf(u.power_type)])) };
}

/** The bid summaries of the operator's competitions in `statuses`, with each competition's power unit. */
export function useSummaries(statuses: readonly string[]) {
  const { i18n } = useLingui();
  const key = statuses.join(',');
  const { result, reload } = useLoad(
    () => loadSummaries(key.split(',')),
    i18n._({ id: 'manage.review.summaries.loadFailed', message: 'The bid summaries could not be loaded.' }),
    [key],
  );
  return { load: result, retry: reload };
}
