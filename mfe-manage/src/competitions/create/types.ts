/**
 * Shapes of the calls the competition form makes: aliases of the types generated from the API's
 * OpenAPI document (shared-session), never hand-written copies.
 */
import type {
  Competition,
  CompetitionCreate,
  CompetitionServicePeriod,
  CompetitionTemplate,
  ItemOf,
  NeedTypeOption,
  RequestBodyOf,
  ResponseOf,
  VoltageOption,
} from 'shared-session';
import type { CompetitionDateField as DateFieldName, CompetitionType, HolidayHandling, NeedDirection, OperatorCompetition, PowerType } from '../../common/competitions';

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

/** A stored competition as the form reads it back, with its periods and windows (`expand=service_periods.windows`). */
export type CompetitionRead = OperatorCompetition;
/** A stored period; its windows come as `windows` (older answers: `service_windows`). */
export type PeriodRead = CompetitionServicePeriod;
export type WindowRead = NonNullable<PeriodRead['windows']>[number];

/** The operator's competitions as choices (`fields=id,name,reference`). */
export type CompetitionChoice = Pick<Competition, 'id' | 'name'> & Partial<Pick<Competition, 'reference'>>;

/**
 * The create body; the form sends the same body to replace a competition (PUT), whose
 * stricter required fields the server checks and answers per field.
 */
export type CompetitionBody = CompetitionCreate;
export type ServicePeriodBody = NonNullable<CompetitionCreate['service_periods']>[number];
export type ServiceWindowBody = NonNullable<ServicePeriodBody['service_windows']>[number];

/** A template's competition body (`flex/competitiontemplates/`): a create body without reference and dates. */
export type TemplateBody = CompetitionTemplate['body'];
export type TemplatePeriod = NonNullable<TemplateBody['service_periods']>[number];
export type TemplateWindow = NonNullable<TemplatePeriod['service_windows']>[number];
