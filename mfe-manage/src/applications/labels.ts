/** Company qualification's words (workflows §2 stage names, §4 statuses) and how answers read. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DpsAnswer, DpsApplicationStatus, DpsFieldDefinition, DpsSectionDefinition } from 'shared-session';
import { codeLabel } from '../common/competitions';

/** The five stages shown to the user (spec workflows §2), by section name. */
const STAGE_LABELS: Record<string, MessageDescriptor> = {
  contracting: /*i18n*/ { id: 'manage.applications.stage.contracting', message: 'Contracting organisation' },
  assets: /*i18n*/ { id: 'manage.applications.stage.assets', message: 'Asset ownership' },
  audit: /*i18n*/ { id: 'manage.applications.stage.audit', message: 'Audit details' },
  organisation: /*i18n*/ { id: 'manage.applications.stage.organisation', message: 'Legal questions' },
  submit: /*i18n*/ { id: 'manage.applications.stage.submit', message: 'Submit application' },
};

/** "1 Contracting organisation": the stage's number and title (the record's own title for other sections). */
export function stageTitle(i18n: I18n, section: Pick<DpsSectionDefinition, 'name' | 'number' | 'title'>): string {
  const d = STAGE_LABELS[section.name];
  return `${section.number} ${d ? i18n._(d) : section.title}`;
}

const STATUS_LABELS: Record<DpsApplicationStatus, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'manage.applications.status.draft', message: 'Draft' },
  pending: /*i18n*/ { id: 'manage.applications.status.pending', message: 'Pending' },
  approved: /*i18n*/ { id: 'manage.applications.status.approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'manage.applications.status.rejected', message: 'Rejected' },
};
export const statusLabel = codeLabel(STATUS_LABELS);

/** A country's name in the reader's language (the record's English name otherwise). */
export function countryName(code: string, locale: string, fallback?: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
}

/** An answer as it reads on a summary: Yes/No, an option's label, a country's name, the files' names. */
export function answerText(i18n: I18n, field: DpsFieldDefinition, value: DpsAnswer | undefined, locale: string): string {
  const none = i18n._({ id: 'manage.applications.answer.none', message: 'Not answered' });
  if (value === undefined || value === null) return none;
  if (typeof value === 'boolean') {
    if (field.type === 'confirm') {
      return value ? i18n._({ id: 'manage.applications.answer.confirmed', message: 'Confirmed' }) : i18n._({ id: 'manage.applications.answer.notConfirmed', message: 'Not confirmed' });
    }
    return value ? i18n._({ id: 'manage.applications.answer.yes', message: 'Yes' }) : i18n._({ id: 'manage.applications.answer.no', message: 'No' });
  }
  if (Array.isArray(value)) return value.length ? value.join(', ') : i18n._({ id: 'manage.applications.answer.noFiles', message: 'No files attached' });
  if (value.trim() === '') return none;
  const option = field.options?.find((o) => o.value === value);
  if (field.type === 'country') return countryName(value, locale, option?.label);
  return option?.label ?? value;
}
