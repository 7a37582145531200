/** The calls of the competition form (issue 8 contract), through shared-session's client. */
import { create, list, one, request, update, type Id } from 'shared-session';
import type {
  AreaPreview,
  CompetitionBody,
  CompetitionChoice,
  CompetitionTemplateDetail,
  GspRegion,
  PublicHoliday,
  StoredCompetition,
  ValueLabel,
} from './types';

const COMPETITIONS = 'flex/competitions/';

export interface CompetitionFormApi {
  needTypes(): Promise<ValueLabel[]>;
  voltages(): Promise<ValueLabel<number>[]>;
  holidayCalendars(): Promise<ValueLabel[]>;
  holidays(calendar: string, from: string, to: string, signal?: AbortSignal): Promise<PublicHoliday[]>;
  gspRegions(search: string, signal?: AbortSignal): Promise<GspRegion[]>;
  previewArea(body: { area_refs?: number[]; postcodes?: string[] }, signal?: AbortSignal): Promise<AreaPreview>;
  operatorCompetitions(operatorId: number): Promise<CompetitionChoice[]>;
  competition(id: Id): Promise<StoredCompetition>;
  template(id: Id): Promise<CompetitionTemplateDetail>;
  createCompetition(body: CompetitionBody): Promise<{ id: number; name?: string }>;
  updateCompetition(id: Id, body: CompetitionBody): Promise<{ id: number; name?: string }>;
}

export const competitionFormApi: CompetitionFormApi = {
  needTypes: () => list<ValueLabel>('flex/need-types/'),
  voltages: () => list<ValueLabel<number>>('flex/voltages/'),
  holidayCalendars: () => list<ValueLabel>('flex/holiday-calendars/'),
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
  competition: (id) => one<StoredCompetition>(COMPETITIONS, id, { expand: 'service_periods.windows' }),
  template: (id) => one<CompetitionTemplateDetail>('flex/competitiontemplates/', id),
  createCompetition: (body) => create<{ id: number; name?: string }, CompetitionBody>(COMPETITIONS, body),
  updateCompetition: (id, body) => update<{ id: number; name?: string }, CompetitionBody>(COMPETITIONS, id, body),
};
