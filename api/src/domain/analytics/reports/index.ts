/** The report builders by type: each report is one module under reports/ with its test beside it. */
import type { ReportBuilder } from '../filters.js';
import type { ReportType } from '../schemas.js';
import { baselineAccuracy } from './baseline-accuracy.js';
import { deliveryPerformance } from './delivery-performance.js';
import { dispatchOperations } from './dispatch-operations.js';
import { exchangeLiquidity } from './exchange-liquidity.js';
import { priceBenchmarks } from './price-benchmarks.js';
import { procurementSummary } from './procurement-summary.js';
import { spendInvoicing } from './spend-invoicing.js';

export const REPORTS: Record<ReportType, ReportBuilder> = {
  'procurement-summary': procurementSummary,
  'price-benchmarks': priceBenchmarks,
  'delivery-performance': deliveryPerformance,
  'dispatch-operations': dispatchOperations,
  'spend-invoicing': spendInvoicing,
  'exchange-liquidity': exchangeLiquidity,
  'baseline-accuracy': baselineAccuracy,
};
