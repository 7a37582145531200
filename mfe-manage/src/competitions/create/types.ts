/**
 * Shapes of the calls the competition form makes: aliases of the types generated from the API's
 * OpenAPI document (shared-session), never hand-written copies.
 */
import type {
  Competition,
  CompetitionCreate,
  CompetitionTemplate,
  Expanded,
  ItemOf,
  NeedTypeOption,
  RequestBodyOf,
  ResponseOf,
  VoltageOption,
} from 'shared-session';
import type { CompetitionDateField as DateFieldName, CompetitionType, HolidayHandling, NeedDirection, PowerType } from '../../common/competitions';

export { COMPETITION_TYPES, HOLIDAY_HANDLING, NEED_DIRECTIONS, POWER_TYPES } from '../../common/competitions';
export type { CompetitionType, HolidayHandling, NeedDirection, PowerType, DateFieldName, NeedTypeOption, VoltageOption, CompetitionTemplate };

/** `GET flex/holiday-calendars/`. */
export type HolidayCalendarOption = ItemOf<'/flex/holiday-calendars/'>;
export type HolidayCalendar = NonNullable<CompetitionCreate['holiday_calendar']>;

/** `GET flex/gspregions/?search=&within_operating_area=true`. */
export type GspRegion = ItemOf<'/flex/gspregions/'>;

/** `GET flex/holidays/?calendar=&from=&to=`. */
export type PublicHoliday = ItemOf<'/flex/holidays/'>;

/** `POST flex/competitions/preview_area/`. */
export type AreaPreviewRequest = RequestBodyOf<'/flex/competitions/preview_area/', 'post'>;
export type AreaPreview = ResponseOf<'/flex/competitions/preview_area/', 'post'>;
export type AreaGeometry = NonNullable<AreaPreview['boundary']>;

/** A stored competition with its periods and windows (`expand=service_periods.windows`). */
export type StoredCompetitionRead = Expanded<Competition, 'service_periods', { service_periods: 'windows' }>;

/** The operator's competitions as choices (`fields=id,name,reference`). */
export type CompetitionChoice = Pick<Competition, 'id' | 'name'> & Partial<Pick<Competition, 'reference'>>;

/**
 * The create body; the form sends the same body to replace a competition (PUT), whose
 * stricter required fields the server checks and answers per field.
 */
export type CompetitionBody = CompetitionCreate;
export type ServicePeriodBody = NonNullable<CompetitionCreate['service_periods']>[number];
export type ServiceWindowBody = NonNullable<ServicePeriodBody['service_windows']>[number];

/** Every field any member of the union U has, optional, with the union of its types there. */
type AnyOf<U> = { [K in U extends unknown ? keyof U : never]?: U extends unknown ? (K extends keyof U ? U[K] : undefined) : never };
type Item<L> = L extends ReadonlyArray<infer E> ? E : never;

/** A template's competition body (`flex/competitiontemplates/`). */
export type TemplateBody = CompetitionTemplate['body'];
/**
 * What the form reads back: a stored competition (with its periods and windows) or a template's
 * body, each field as either answer types it.
 */
export type StoredCompetition = AnyOf<StoredCompetitionRead | TemplateBody>;
export type StoredPeriod = AnyOf<Item<NonNullable<StoredCompetition['service_periods']>>>;
export type StoredWindow = AnyOf<Item<NonNullable<StoredPeriod['windows'] | StoredPeriod['service_windows']>>>;
