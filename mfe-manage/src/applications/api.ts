/** The company qualification calls (spec workflows §7 "Application calls"; api/src/domain/dps). */
import {
  api,
  create,
  itemPath,
  list,
  one,
  request,
  saveBlob,
  type DpsApplication,
  type DpsAttachment,
  type DpsAttachmentLink,
  type DpsOutcome,
  type DpsOutcomeCreate,
  type DpsRecord,
  type DpsSectionBody,
  type Expanded,
  type Id,
} from 'shared-session';
import type { ApplicationView } from './model';

export const RECORDS = 'dps/records/';
export const APPLICATIONS = 'dps/applications/';
export const OUTCOMES = 'dps/outcomes/';

/** An application with its outcome expanded (lists). */
export type ApplicationWithOutcome = Expanded<DpsApplication, 'outcome'>;
/** Sections, attachments and outcome expanded (the wizard, the operator's page). */
export type FullApplication = ApplicationView & { outcome: DpsOutcome | null };

const FULL = 'sections,outcome,attachments';

export const dpsRecords = (): Promise<DpsRecord[]> => api.get('/dps/records/');
export const dpsRecord = (id: Id): Promise<DpsRecord> => api.get('/dps/records/{id}/', { path: { id: Number(id) } });

/** The provider's drafts: is_latest=true, is_submitted=false. */
export const draftApplications = (): Promise<ApplicationWithOutcome[]> =>
  api.get('/dps/applications/', { query: { is_latest: 'true', is_submitted: 'false', ordering: '-updated' }, expand: ['outcome'] });

/** The provider's submitted applications: is_submitted=true, expand=sections,outcome,attachments, ordering=-created. */
export const submittedApplications = (): Promise<FullApplication[]> => list<FullApplication>(APPLICATIONS, { is_submitted: true, expand: FULL, ordering: '-created' });

/** The applications to the operator's DPS (the server shows it the submitted ones). */
export const operatorApplications = (): Promise<ApplicationWithOutcome[]> => api.get('/dps/applications/', { query: { ordering: '-submitted' }, expand: ['outcome'] });

export const application = (id: Id): Promise<FullApplication> => one<FullApplication>(APPLICATIONS, id, { expand: FULL });

export const startApplication = (record: number): Promise<FullApplication> => create<FullApplication>(APPLICATIONS, { dps_record: record });

/** PUT …/applications/{id}/sections/{number}/ with {name, responses}. */
export async function saveSection(id: Id, number: number, body: DpsSectionBody): Promise<ApplicationView> {
  return (await request<ApplicationView>('PUT', `${itemPath(APPLICATIONS, id, 'sections')}${number}/`, { json: body })).data;
}

export async function submitApplication(id: Id): Promise<FullApplication> {
  return (await request<FullApplication>('POST', itemPath(APPLICATIONS, id, 'submit'), { json: {} })).data;
}

/** Attaches a file to a file question of the draft (multipart: question, file). */
export async function uploadAttachment(id: Id, question: string, file: File): Promise<DpsAttachment> {
  const form = new FormData();
  form.append('question', question);
  form.append('file', file, file.name);
  return (await request<DpsAttachment>('POST', itemPath(APPLICATIONS, id, 'attachments'), { body: form, timeout: 120_000 })).data;
}

export async function removeAttachment(id: Id, key: string): Promise<void> {
  await request('DELETE', `${itemPath(APPLICATIONS, id, 'attachments')}${encodeURIComponent(key)}/`);
}

/**
 * Downloads an attachment: its presigned link and file name from the API, then the file from the
 * link without the auth header (spec platform §7.4), saved under its name.
 */
export async function downloadAttachment(id: Id, key: string, fetchFile: (url: string) => Promise<Response> = (url) => fetch(url)): Promise<void> {
  const link = (await request<DpsAttachmentLink>('GET', `${itemPath(APPLICATIONS, id, 'attachments')}${encodeURIComponent(key)}/`)).data;
  const response = await fetchFile(link.presigned_url);
  if (!response.ok) throw new Error(`The file answered ${response.status}`);
  saveBlob(await response.blob(), link.filename);
}

export const decide = (body: DpsOutcomeCreate): Promise<DpsOutcome> => api.post('/dps/outcomes/', { body });
