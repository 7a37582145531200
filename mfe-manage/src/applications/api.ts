/** The company qualification calls (spec workflows §7 "Application calls"; api/src/domain/dps), on the typed client. */
import { api, saveBlob, type AnswerOf, type DpsApplication, type DpsOutcomeCreate, type DpsSectionBody, type Expanded, type Id } from 'shared-session';

/** An application with its outcome expanded (lists). */
export type ApplicationWithOutcome = Expanded<DpsApplication, 'outcome'>;
/** Sections, attachments and outcome expanded (the wizard, the operator's page), as starting and submitting answer it. */
export type FullApplication = AnswerOf<'/dps/applications/{id}/submit/', 'post'>;

const FULL = ['sections', 'outcome', 'attachments'] as const;

export const dpsRecords = () => api.get('/dps/records/');
export const dpsRecord = (id: Id) => api.get('/dps/records/{id}/', { path: { id: Number(id) } });

/** The provider's drafts: is_latest=true, is_submitted=false. */
export const draftApplications = (): Promise<ApplicationWithOutcome[]> =>
  api.get('/dps/applications/', { query: { is_latest: 'true', is_submitted: 'false', ordering: '-updated' }, expand: ['outcome'] });

/** The provider's submitted applications: is_submitted=true, expand=sections,outcome,attachments, ordering=-created. */
export const submittedApplications = (): Promise<FullApplication[]> =>
  api.get('/dps/applications/', { query: { is_submitted: 'true', ordering: '-created' }, expand: FULL });

/** The applications to the operator's DPS (the server shows it the submitted ones). */
export const operatorApplications = (): Promise<ApplicationWithOutcome[]> => api.get('/dps/applications/', { query: { ordering: '-submitted' }, expand: ['outcome'] });

export const application = (id: Id): Promise<FullApplication> => api.get('/dps/applications/{id}/', { path: { id: Number(id) }, expand: FULL });

export const startApplication = (record: number) => api.post('/dps/applications/', { body: { dps_record: record } });

/** PUT …/applications/{id}/sections/{number}/ with {name, responses}: the application with its sections and attachments. */
export const saveSection = (id: Id, number: number, body: DpsSectionBody) =>
  api.put('/dps/applications/{id}/sections/{number}/', { path: { id: Number(id), number }, body });

export const submitApplication = (id: Id) => api.post('/dps/applications/{id}/submit/', { path: { id: Number(id) } });

/** Attaches a file to a file question of the draft (a multipart form: question, file). */
export const uploadAttachment = (id: Id, question: string, file: File) =>
  api.post('/dps/applications/{id}/attachments/', { path: { id: Number(id) }, form: { question, file }, request: { timeout: 120_000 } });

export async function removeAttachment(id: Id, key: string): Promise<void> {
  await api.delete('/dps/applications/{id}/attachments/{key}/', { path: { id: Number(id), key } });
}

/**
 * Downloads an attachment: its presigned link and file name from the API, then the file from the
 * link without the auth header (spec platform §7.4), saved under its name.
 */
export async function downloadAttachment(id: Id, key: string, fetchFile: (url: string) => Promise<Response> = (url) => fetch(url)): Promise<void> {
  const link = await api.get('/dps/applications/{id}/attachments/{key}/', { path: { id: Number(id), key } });
  const response = await fetchFile(link.presigned_url);
  if (!response.ok) throw new Error(`The file answered ${response.status}`);
  saveBlob(await response.blob(), link.filename);
}

export const decide = (body: DpsOutcomeCreate) => api.post('/dps/outcomes/', { body });
