import { setupI18n } from '@lingui/core';
import type { FileUpload } from 'shared-session';
import { messages as italian } from '../../locales/it-IT/messages';
import { uploadStatusLabel } from './RecentUploads';

test('an upload’s status reads in the reader’s language, by its code; an unknown one as the server sent it', () => {
  const i18n = setupI18n({ locale: 'it-IT', messages: { 'it-IT': italian } });
  expect(uploadStatusLabel(i18n, { status: 'Ready', code: 'r' })).toBe('Pronto');
  expect(uploadStatusLabel(i18n, { status: 'Uploaded', code: 'u' })).toBe('Caricato');
  expect(uploadStatusLabel(i18n, { status: 'Error', code: 'e' })).toBe('Errore');
  expect(uploadStatusLabel(i18n, { status: 'User Permission Error', code: 'f' })).toBe('Non consentito');
  // A status the server may add later.
  const later = { status: 'Queued', code: 'q' } as unknown as Pick<FileUpload, 'status' | 'code'>;
  expect(uploadStatusLabel(i18n, later)).toBe('Queued');
});
