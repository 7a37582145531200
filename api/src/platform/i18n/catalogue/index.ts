/**
 * The API's message catalogue: every message the API answers with, in en-GB (the key; a template
 * when it has {name} placeholders) with its it-IT and pt-PT translations. Each domain keeps its
 * messages beside it (`messages.ts`); this gathers them with the platform-wide ones (common.ts).
 * A key in two parts is an error (the i18n coverage test names it).
 */
import common from './common.js';
import accounts from '../../../domain/accounts/messages.js';
import organisations from '../../../domain/organisations/messages.js';
import registration from '../../../domain/registration/messages.js';
import assets from '../../../domain/assets/messages.js';
import competitions from '../../../domain/competitions/messages.js';
import entries from '../../../domain/entries/messages.js';
import qualification from '../../../domain/qualification/messages.js';
import topology from '../../../domain/topology/messages.js';
import market from '../../../domain/market/messages.js';
import dispatch from '../../../domain/dispatch/messages.js';
import dps from '../../../domain/dps/messages.js';
import webhooks from '../../../domain/webhooks/messages.js';
import settlement from '../../../domain/settlement/messages.js';
import settlementMeter from '../../../domain/settlement/meter/messages.js';
import files from '../../files/messages.js';
import invoices from '../../../domain/settlement/invoices/messages.js';
import settlementRuns from '../../../domain/settlement/runs/messages.js';
import alerts from '../../../domain/alerts/messages.js';
import analytics from '../../../domain/analytics/messages.js';
import markets from '../../../domain/markets/messages.js';
import contracts from '../../../domain/contracts/messages.js';
import milestones from '../../../domain/contracts/milestones/messages.js';
import exchangeTransfer from '../../../domain/exchange/transfer/messages.js';
import exchange from '../../../domain/exchange/messages.js';
import type { Catalogue } from './types.js';

export type { Catalogue, Translations } from './types.js';

export const CATALOGUE_PARTS: Record<string, Catalogue> = { common, accounts, organisations, registration, assets, competitions, entries, qualification, topology, market, dispatch, dps, webhooks, settlement, settlementMeter, files, invoices, settlementRuns, alerts, markets, contracts, milestones, exchangeTransfer, exchange, analytics };

export const CATALOGUE: Catalogue = Object.assign({}, ...Object.values(CATALOGUE_PARTS)) as Catalogue;
