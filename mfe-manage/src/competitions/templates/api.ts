/** The templates page's calls: the operator's templates, delete; saving uses ../data's saveAsTemplate. */
import { api, type Id } from 'shared-session';
import type { CompetitionTemplate } from 'shared-session';

/** A template row without its body (the table needs none). */
export type TemplateRow = Pick<CompetitionTemplate, 'id' | 'name' | 'source_competition' | 'created'>;

export interface TemplatesApi {
  templates(): Promise<TemplateRow[]>;
  deleteTemplate(id: Id): Promise<void>;
}

export const templatesApi: TemplatesApi = {
  templates: () => api.get('/flex/competitiontemplates/', { query: { fields: 'id,name,source_competition,created', ordering: '-created', limit: 1000 } }),
  deleteTemplate: (id) => api.delete('/flex/competitiontemplates/{id}/', { path: { id: Number(id) } }),
};
