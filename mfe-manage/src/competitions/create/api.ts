/** The calls of the competition form, through shared-session's client. */
import { create, list, one, request, update, type Id } from 'shared-session';
import type {
  AreaPreview,
  AreaPreviewRequest,
  CompetitionBody,
  CompetitionChoice,
  CompetitionTemplate,
  GspRegion,
  HolidayCalendarOption,
  NeedTypeOption,
  PublicHoliday,
  StoredCompetitionRead,
  VoltageOption,
} from './types';

const COMPETITIONS = 'flex/competitions/';

export interface SavedCompetition {
  id: number;
  name: string;
}

export interface CompetitionFormApi {
  needTypes(): Promise<NeedTypeOption[]>;
  voltages(): Promise<VoltageOption[]>;
  holidayCalendars(): Promise<HolidayCalendarOption[]>;
  holidays(calendar: string, from: string, to: string, signal?: AbortSignal): Promise<PublicHoliday[]>;
  gspRegions(search: string, signal?: AbortSignal): Promise<GspRegion[]>;
  previewArea(body: AreaPreviewRequest, signal?: AbortSignal): Promise<AreaPreview>;
  operatorCompetitions(operatorId: number): Promise<CompetitionChoice[]>;
  competition(id: Id): Promise<StoredCompetitionRead>;
  template(id: Id): Promise<CompetitionTemplate>;
  createCompetition(body: CompetitionBody): Promise<SavedCompetition>;
  updateCompetition(id: Id, body: CompetitionBody): Promise<SavedCompetition>;
}

export const competitionFormApi: CompetitionFormApi = {
  needTypes: () => list<NeedTypeOption>('flex/need-types/'),
  voltages: () => list<VoltageOption>('flex/voltages/'),
  holidayCalendars: () => list<HolidayCalendarOption>('flex/holiday-calendars/'),
  holidays: (calendar, from, to, signal) => list<PublicHoliday>('flex/holidays/', { calendar, from, to }, { signal }),
  gspRegions: (search, signal) => list<GspRegion>('flex/gspregions/', { search, within_operating_area: true }, { signal }),
  previewArea: async (body, signal) => (await request<AreaPreview>('POST', `${COMPETITIONS}preview_area/`, { json: body, signal })).data,
  operatorCompetitions: (operatorId) =>
    list<CompetitionChoice>(COMPETITIONS, {
      operator: operatorId,
      include_archived: true,
      fields: 'id,name,reference',
      ordering: 'name',
      limit: 1000,
    }),
  competition: (id) => one<StoredCompetitionRead>(COMPETITIONS, id, { expand: 'service_periods.windows' }),
  template: (id) => one<CompetitionTemplate>('flex/competitiontemplates/', id),
  createCompetition: (body) => create<SavedCompetition, CompetitionBody>(COMPETITIONS, body),
  // The server replaces the periods and windows with those in the body.
  updateCompetition: (id, body) => update<SavedCompetition, CompetitionBody>(COMPETITIONS, id, body),
};
