/** What the parts of one competition draft share: its DOM id prefix, the API and reference data. */
import { createContext, useContext } from 'react';
import { useField } from 'react-final-form';
import type { CompetitionFormApi } from './api';
import { requiredFixedPrices, requiredGuidePrices, type CompetitionValues } from './model';
import type { HolidayCalendarOption } from './types';

export interface DraftContextValue {
  /** Unique per draft: prefixes DOM ids so that several drafts can be open at once. */
  idPrefix: string;
  api: CompetitionFormApi;
  /** The IANA zone the draft's dates are typed in (the region's when the draft was opened). */
  zone: string;
  calendars: readonly HolidayCalendarOption[];
  /** The calendar the server derived from the previewed area, if it said. */
  derivedCalendar: string | null;
}

export const DraftContext = createContext<DraftContextValue | null>(null);

export function useDraft(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft outside a competition draft');
  return value;
}

/** A DOM id for a field path, e.g. "service_periods[1].name" → "cf-3-service_periods-1-name". */
export function fieldDomId(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/[[\].]+/g, '-').replace(/-+$/, '')}`;
}

/** Which guide prices and window fixed prices the competition type requires now. */
export function useRateRules(): { guide: string[]; fixed: string[] } {
  const type = useField<CompetitionValues['competition_type']>('competition_type', { subscription: { value: true } }).input.value;
  const fixedPrice = useField<boolean>('fixed_price', { subscription: { value: true }, type: 'checkbox' }).input.checked ?? false;
  const values = { competition_type: type, fixed_price: fixedPrice };
  return { guide: requiredGuidePrices(values), fixed: requiredFixedPrices(values) };
}
