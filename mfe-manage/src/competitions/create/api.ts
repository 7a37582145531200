/** The calls of the competition form, through shared-session's client. */
import { api, update, type AnswerOf, type Id } from 'shared-session';
import type {
  AreaPreview,
  AreaPreviewRequest,
  CompetitionBody,
  CompetitionChoice,
  CompetitionRead,
  CompetitionTemplate,
  GspRegion,
  HolidayCalendarOption,
  NeedTypeOption,
  PublicHoliday,
  VoltageOption,
} from './types';

/** The answer to saving the form (create or replace): the stored competition. */
export type SavedCompetition = Pick<AnswerOf<'/flex/competitions/', 'post'>, 'id' | 'name'>;

export interface CompetitionFormApi {
  needTypes(): Promise<NeedTypeOption[]>;
  voltages(): Promise<VoltageOption[]>;
  holidayCalendars(): Promise<HolidayCalendarOption[]>;
  holidays(calendar: string, from: string, to: string, signal?: AbortSignal): Promise<PublicHoliday[]>;
  gspRegions(search: string, signal?: AbortSignal): Promise<GspRegion[]>;
  previewArea(body: AreaPreviewRequest, signal?: AbortSignal): Promise<AreaPreview>;
  operatorCompetitions(operatorId: number): Promise<CompetitionChoice[]>;
  competition(id: Id): Promise<CompetitionRead>;
  template(id: Id): Promise<CompetitionTemplate>;
  createCompetition(body: CompetitionBody): Promise<SavedCompetition>;
  updateCompetition(id: Id, body: CompetitionBody): Promise<SavedCompetition>;
}

export const competitionFormApi: CompetitionFormApi = {
  needTypes: () => api.get('/flex/need-types/'),
  voltages: () => api.get('/flex/voltages/'),
  holidayCalendars: () => api.get('/flex/holiday-calendars/'),
  holidays: (calendar, from, to, signal) => api.get('/flex/holidays/', { query: { calendar, from, to }, request: { signal } }),
  gspRegions: (search, signal) => api.get('/flex/gspregions/', { query: { search, within_operating_area: true }, request: { signal } }),
  previewArea: (body, signal) => api.post('/flex/competitions/preview_area/', { body, request: { signal } }),
  operatorCompetitions: (operatorId) =>
    api.get('/flex/competitions/', {
      query: { operator: String(operatorId), include_archived: true, fields: 'id,name,reference', ordering: 'name', limit: 1000 },
    }),
  competition: (id) => api.get('/flex/competitions/{id}/', { path: { id: Number(id) }, expand: ['service_periods.windows'] }),
  template: (id) => api.get('/flex/competitiontemplates/{id}/', { path: { id: Number(id) } }),
  createCompetition: (body) => api.post('/flex/competitions/', { body }),
  // The server replaces the periods and windows with those in the body. The form sends its create
  // body, which the replace contract types stricter (archive_on required): the server answers per
  // field, so this call stays on the untyped helper.
  updateCompetition: (id, body) => update<SavedCompetition, CompetitionBody>('flex/competitions/', id, body),
};
