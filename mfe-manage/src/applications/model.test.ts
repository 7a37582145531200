import { i18n } from 'shared-session';
import { answersOf, isShown, sectionBody, sectionErrors, splitServerErrors } from './model';
import { application, attachment, DEFINITIONS, sectionsFor } from './testing';

beforeAll(() => {
  i18n.load('en-GB', {});
  i18n.activate('en-GB');
});

const section = (name: string) => DEFINITIONS.sections.find((s) => s.name === name)!;
const BLANK = 'This field may not be blank.';

test('conditional questions show on their answer, reverse-conditional ones on no', () => {
  expect(isShown(DEFINITIONS, 'trading_name', {})).toBe(false);
  expect(isShown(DEFINITIONS, 'trading_name', { trading_name_different: true })).toBe(true);
  expect(isShown(DEFINITIONS, 'contract_entity_details', { contract_entity: true })).toBe(false);
  expect(isShown(DEFINITIONS, 'contract_entity_details', { contract_entity: false })).toBe(true);
});

test('blanks are errors only once the section is flagged; limits always; a no counts as an answer', () => {
  const answers = { registered_name: 'N'.repeat(81), trading_name_different: true, trading_name: '' };
  expect(sectionErrors(DEFINITIONS, section('contracting'), answers, false)).toEqual({ registered_name: 'Ensure this field has no more than 80 characters.' });
  expect(sectionErrors(DEFINITIONS, section('contracting'), answers, true)).toEqual({
    registered_name: 'Ensure this field has no more than 80 characters.',
    organisation_type: BLANK,
    registration_country: BLANK,
    registered_postcode: BLANK,
    trading_name: BLANK,
  });
  const answered = { registered_name: 'Harbour', organisation_type: 'limited', registration_country: 'GB', registered_postcode: 'LS1 4AP', trading_name_different: false };
  expect(sectionErrors(DEFINITIONS, section('contracting'), answered, true)).toEqual({});
  // An unticked confirmation is blank; contract_entity false asks for the details.
  expect(sectionErrors(DEFINITIONS, section('submit'), { contract_entity: false, contract_confirmation: false }, true)).toEqual({
    contract_entity_details: BLANK,
    contract_confirmation: BLANK,
  });
});

test('answers come from the saved sections, defaults for unsaved ones, files from the attachments', () => {
  const app = application({ sections: sectionsFor({ registered_name: 'Harbour', ownership_structure: 'We own them.' }, [2]), attachments: [attachment()] });
  const answers = answersOf(DEFINITIONS, app);
  // Section 1 was never saved: its defaults, not its (empty) responses.
  expect(answers.registered_name).toBeNull();
  expect(answers.registration_country).toBe('GB');
  expect(answers.ownership_structure).toBe('We own them.');
  expect(answers.audit_documents).toEqual(['audit-2026.pdf']);
});

test('a section is sent with its shown answers only, without file questions', () => {
  const body = sectionBody(DEFINITIONS, section('contracting'), { registered_name: 'Harbour', trading_name_different: false, trading_name: 'Hidden' });
  expect(body.name).toBe('contracting');
  expect(body.responses.map((r) => r.key)).toEqual(['registered_name', 'organisation_type', 'registration_country', 'registered_postcode', 'company_website', 'trading_name_different']);
  expect(sectionBody(DEFINITIONS, section('audit'), { audit_details: 'x', audit_documents: ['a.pdf'] }).responses).toEqual([{ key: 'audit_details', response: 'x' }]);
});

test('the server’s 400 splits into questions and general messages', () => {
  expect(splitServerErrors(DEFINITIONS, { registered_name: ['Too long.'], detail: 'Complete these stages before submitting: 1 Contracting organisation.', responses: ['Unknown'] })).toEqual({
    fields: { registered_name: ['Too long.'] },
    general: ['Complete these stages before submitting: 1 Contracting organisation.', 'Unknown'],
  });
});
