/** The templates page's calls: the operator's templates, delete; saving uses ../data's saveAsTemplate. */
import { list, remove, type Id } from 'shared-session';
import type { CompetitionTemplate } from 'shared-session';

const TEMPLATES = 'flex/competitiontemplates/';

/** A template row without its body (the table needs none). */
export type TemplateRow = Pick<CompetitionTemplate, 'id' | 'name' | 'source_competition' | 'created'>;

export interface TemplatesApi {
  templates(): Promise<TemplateRow[]>;
  deleteTemplate(id: Id): Promise<void>;
}

export const templatesApi: TemplatesApi = {
  templates: () => list<TemplateRow>(TEMPLATES, { fields: 'id,name,source_competition,created', ordering: '-created', limit: 1000 }),
  deleteTemplate: (id) => remove(TEMPLATES, id),
};
