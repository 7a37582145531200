/**
 * The questionnaire's rules in the browser, read from the DPS record's definitions: the §5 text
 * limits, and 'This field may not be blank.' for shown, required questions. Which questions are
 * shown (workflows §4 conditional fields) and what counts as blank are the server's own module
 * (api/src/domain/dps/conditions.ts, exported by the API package as `api/rules/dps-conditions`),
 * so the wizard and the server's validation apply one statement of them.
 */
import { maxLength, notBlank } from 'shared-ui';
import type { DpsAnswer, DpsApplication, DpsAttachment, DpsDefinitions, DpsFieldDefinition, DpsSection, DpsSectionDefinition } from 'shared-session';
import { isMissing, isShown } from 'api/rules/dps-conditions';

export { isShown };

export type Answers = Record<string, DpsAnswer | undefined>;
export type FieldErrors = Record<string, string>;

/** An application as the wizard reads it: sections and attachments expanded. */
export type ApplicationView = Omit<DpsApplication, 'sections' | 'attachments'> & { sections: DpsSection[]; attachments: DpsAttachment[] };

/** The ordered stages (spec workflows §2). */
export const SECTION_ORDER = ['contracting', 'assets', 'audit', 'organisation', 'submit'] as const;

/** The question keys of a section, in order. */
export function sectionKeys(section: DpsSectionDefinition): string[] {
  return section.sub_sections.flatMap((s) => s.fields);
}

/** The §5 limit message for an answer over its field's length, or undefined. */
export function limitError(field: DpsFieldDefinition, value: DpsAnswer | undefined): string | undefined {
  if (typeof value !== 'string' || field.max_length === undefined) return undefined;
  return maxLength(field.max_length)(value.trim());
}

/**
 * The section's messages by question: limits always; blanks only once the section is flagged
 * for validation (after Next or Submit).
 */
export function sectionErrors(defs: DpsDefinitions, section: DpsSectionDefinition, answers: Answers, flagged: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of sectionKeys(section)) {
    const field = defs.fields[key];
    if (!field || !isShown(defs, key, answers)) continue;
    const error = limitError(field, answers[key]) ?? (flagged && isMissing(defs, key, answers) ? notBlank(null) : undefined);
    if (error) errors[key] = error;
  }
  return errors;
}

/** The answers of an application: saved responses; a never-saved section starts from its defaults; file questions from the attachments. */
export function answersOf(defs: DpsDefinitions, application: ApplicationView): Answers {
  const answers: Answers = {};
  for (const section of defs.sections) {
    const saved = application.sections.find((s) => s.number === section.number);
    for (const key of sectionKeys(section)) {
      const field = defs.fields[key];
      if (!field) continue;
      if (field.is_file) answers[key] = application.attachments.filter((a) => a.question === key).map((a) => a.filename);
      else if (saved?.saved) answers[key] = saved.responses.find((r) => r.key === key)?.response ?? null;
      else answers[key] = field.default ?? null;
    }
  }
  return answers;
}

/** The PUT body of a section: its shown questions' answers (files are attachments, not answers). */
export function sectionBody(defs: DpsDefinitions, section: DpsSectionDefinition, answers: Answers) {
  return {
    name: section.name,
    responses: sectionKeys(section)
      .filter((key) => isShown(defs, key, answers) && !defs.fields[key]?.is_file)
      .map((key) => {
        const value = answers[key];
        return { key, response: value === undefined ? null : value };
      }),
  };
}

/** A 400 answer's per-field messages (field keys the questionnaire knows), and the rest. */
export function splitServerErrors(defs: DpsDefinitions, body: unknown): { fields: Record<string, string[]>; general: string[] } {
  const fields: Record<string, string[]> = {};
  const general: string[] = [];
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : typeof value === 'string' ? [value] : [];
      if (defs.fields[key]) fields[key] = messages;
      else general.push(...messages);
    }
  }
  return { fields, general };
}

/** The stage a question belongs to. */
export function sectionOf(defs: DpsDefinitions, key: string): DpsSectionDefinition | undefined {
  return defs.sections.find((s) => sectionKeys(s).includes(key));
}
