/**
 * A competition's settlement configuration on the typed client:
 * `performance/settlementconfig/{competition}/` (read by anyone signed in, changed by its operator).
 */
import { api, type RequestBodyOf, type ResponseOf } from 'shared-session';

const PATH = '/performance/settlementconfig/{competition_id}/';

export type SettlementSettings = ResponseOf<typeof PATH, 'get'>;
export type SettlementConfig = RequestBodyOf<typeof PATH, 'put'>;
export type BaselineMethod = SettlementConfig['baseline'];

export const settlementSettings = (competitionId: number) => api.get(PATH, { path: { competition_id: competitionId } });

export const saveSettlementConfig = (competitionId: number, body: SettlementConfig) => api.put(PATH, { path: { competition_id: competitionId }, body });
