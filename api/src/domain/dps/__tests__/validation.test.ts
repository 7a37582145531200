/** The questionnaire's rules on the definitions alone: conditions, blanks, answer checks, and what an attachment is. */
import { versionBDefinitions } from '../definitions.js';
import { isBlank, isShown } from '../conditions.js';
import { answerProblems, blankErrors, BLANK } from '../validation.js';
import { documentType } from '../attachments.js';

const defs = versionBDefinitions();
const field = (key: string) => defs.fields[key]!;

describe('conditional questions (workflows §4)', () => {
  it('reveals follow-ups on yes, and reverse-conditional ones on no', () => {
    expect(isShown(defs, 'trading_name', {})).toBe(false);
    expect(isShown(defs, 'trading_name', { trading_name_different: true })).toBe(true);
    expect(isShown(defs, 'trading_name', { trading_name_different: false })).toBe(false);
    expect(isShown(defs, 'in_debt_details', { in_debt: true })).toBe(true);
    expect(isShown(defs, 'contract_entity_details', { contract_entity: false })).toBe(true);
    expect(isShown(defs, 'contract_entity_details', { contract_entity: true })).toBe(false);
  });

  it('shows the insurance details when any policy is held, the explanation when any is not', () => {
    expect(isShown(defs, 'insurance_details', { employer_liability: 'no', public_liability: 'yes' })).toBe(true);
    expect(isShown(defs, 'no_insurance_explanation', { employer_liability: 'no', public_liability: 'yes' })).toBe(true);
    expect(isShown(defs, 'no_insurance_explanation', { employer_liability: 'not_applicable' })).toBe(false);
  });
});

describe('blanks (workflows §5)', () => {
  it('a false answer counts as filled, an unticked confirmation does not', () => {
    expect(isBlank(field('part_of_group'), false)).toBe(false);
    expect(isBlank(field('contract_confirmation'), false)).toBe(true);
    expect(isBlank(field('registered_name'), '   ')).toBe(true);
    expect(isBlank(field('audit_documents'), [])).toBe(true);
  });

  it('lists only shown, required questions', () => {
    const errors = blankErrors(defs, { trading_name_different: true, part_of_group: false, in_debt: true });
    expect(errors.trading_name).toEqual([BLANK]);
    expect(errors.in_debt_details).toEqual([BLANK]);
    expect(errors).not.toHaveProperty('parent_company');
    expect(errors).not.toHaveProperty('part_of_group');
    expect(errors).not.toHaveProperty('vat_number');
    expect(errors).not.toHaveProperty('audit_documents');
  });
});

describe('answers', () => {
  it('enforces the §5 text limits', () => {
    const limits: Array<[string, number]> = [
      ['company_website', 50],
      ['registered_name', 80],
      ['trading_address_2', 80],
      ['parent_company', 80],
      ['registered_postcode', 8],
      ['registered_number', 10],
      ['vat_number', 10],
      ['achilles_id', 20],
      ['ownership_structure', 500],
    ];
    for (const [key, max] of limits) {
      expect(answerProblems(field(key), 'x'.repeat(max + 1))).toEqual([`Ensure this field has no more than ${max} characters.`]);
      if (key !== 'company_website') expect(answerProblems(field(key), 'x'.repeat(max))).toEqual([]);
    }
    expect(field('registered_year').max_length).toBe(4);
    expect(field('asset_relationship').max_length).toBe(30);
  });

  it('checks options, years, websites and yes-no answers', () => {
    expect(answerProblems(field('asset_relationship'), 'aggregator')).toEqual([]);
    expect(answerProblems(field('asset_relationship'), 'landlord')).toEqual(['“landlord” is not a valid choice.']);
    expect(answerProblems(field('registration_country'), 'GB')).toEqual([]);
    expect(answerProblems(field('registration_country'), 'XX')).toEqual(['“XX” is not a valid choice.']);
    expect(answerProblems(field('registered_year'), '2999', new Date('2026-05-01'))).toEqual(['The year cannot be in the future.']);
    expect(answerProblems(field('registered_year'), '2014')).toEqual([]);
    expect(answerProblems(field('company_website'), 'not a site')).toEqual(['Enter a website address, e.g. www.example.com.']);
    expect(answerProblems(field('company_website'), 'https://www.example.com')).toEqual([]);
    expect(answerProblems(field('in_debt'), 'yes')).toEqual(['Must be a valid boolean.']);
    expect(answerProblems(field('registered_name'), '')).toEqual([]);
  });
});

describe('attachments are judged by their bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('accepts documents and refuses programs and archives', () => {
    expect(documentType(new TextEncoder().encode('%PDF-1.4 …'), 'report.txt')).toEqual({ type: 'application/pdf' });
    expect(documentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d), 'scan.png')).toEqual({ type: 'image/png' });
    expect(documentType(bytes(0x50, 0x4b, 0x03, 0x04, 1), 'policy.docx')).toEqual({ type: expect.stringContaining('wordprocessingml') });
    expect(documentType(bytes(0x50, 0x4b, 0x03, 0x04, 1), 'policy.zip')).toEqual({ error: expect.stringContaining('archive') });
    expect(documentType(bytes(0x4d, 0x5a, 0x90), 'audit.pdf')).toEqual({ error: expect.stringContaining('a Windows program') });
    expect(documentType(new TextEncoder().encode('Plain notes'), 'notes.txt')).toEqual({ type: 'text/plain; charset=utf-8' });
    expect(documentType(bytes(0xff, 0xfe, 0x00, 0x41), 'odd.bin')).toEqual({ error: expect.stringContaining('not a document') });
  });
});
