/**
 * A DPS record's question definitions (spec workflows §3 "Qualification application (DPS)": fields
 * with question text and a file flag; sections with name, number and sub-sections of fields) and
 * the version-B questionnaire every demo operator uses: five stages over the sections contracting,
 * assets, audit, organisation and submit, with the §5 text limits and the §4 conditional fields.
 */
import { countryOptions } from './countries.js';

export type FieldType = 'text' | 'textarea' | 'boolean' | 'choice' | 'country' | 'year' | 'url' | 'file' | 'confirm';
export type ResponseValue = string | boolean | string[] | null;

/** Shown when the `field` (itself shown) holds one of `values`: true/false for yes-no questions, option values for choices. */
export interface FieldCondition {
  field: string;
  values: Array<string | boolean>;
}

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDefinition {
  question: string;
  is_file: boolean;
  type: FieldType;
  /** Must be answered when shown ('This field may not be blank.'); a false yes-no answer counts as an answer. */
  required: boolean;
  max_length?: number;
  options?: FieldOption[];
  help_text?: string;
  /** Shown when any condition holds; always shown without conditions. */
  show_if?: FieldCondition[];
  /** The answer a new application starts with. */
  default?: string;
}

export interface SubSectionDefinition {
  number: number;
  title: string;
  fields: string[];
}

export interface SectionDefinition {
  /** contracting, assets, audit, organisation, submit. */
  name: string;
  number: number;
  /** The stage's title: Contracting organisation, Asset ownership, … */
  title: string;
  sub_sections: SubSectionDefinition[];
}

export interface DpsDefinitions {
  version: string;
  fields: Record<string, FieldDefinition>;
  sections: SectionDefinition[];
}

/** Workflows §5 text limits. */
export const TEXTAREA_LIMIT = 500;
const NAME = 80;
const POSTCODE = 8;
const WEBSITE = 50;

const text = (question: string, maxLength: number, required: boolean, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  question,
  is_file: false,
  type: 'text',
  required,
  max_length: maxLength,
  ...extra,
});
const textarea = (question: string, required: boolean, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  question,
  is_file: false,
  type: 'textarea',
  required,
  max_length: TEXTAREA_LIMIT,
  ...extra,
});
const yesNo = (question: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ question, is_file: false, type: 'boolean', required: true, ...extra });
const file = (question: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ question, is_file: true, type: 'file', required: false, ...extra });
const when = (field: string, ...values: Array<string | boolean>): FieldCondition[] => [{ field, values }];

/** Spec §3: organisation types, answers and the legal relationship to assets. */
export const ORGANISATION_TYPES: FieldOption[] = [
  { value: 'charity', label: 'Charity' },
  { value: 'ngo', label: 'Non-governmental organisation' },
  { value: 'llp', label: 'Limited liability partnership' },
  { value: 'plc', label: 'Public limited company' },
  { value: 'limited', label: 'Private limited company' },
  { value: 'unlimited', label: 'Unlimited company' },
  { value: 'community_interest', label: 'Community interest company' },
  { value: 'sole_trader', label: 'Sole trader' },
  { value: 'local_government', label: 'Local government' },
  { value: 'nhs_trust', label: 'NHS trust' },
];
export const ANSWERS: FieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not_applicable', label: 'Not Applicable' },
];
export const ASSET_RELATIONSHIPS: FieldOption[] = [
  { value: 'owners', label: 'Owners' },
  { value: 'operator', label: 'Operator' },
  { value: 'aggregator', label: 'Aggregator' },
];

const STATUS_QUESTIONS: Array<[string, string]> = [
  ['in_receivership', 'Is the organisation in receivership?'],
  ['in_administration', 'Is the organisation in administration?'],
  ['in_liquidation', 'Is the organisation in liquidation?'],
  ['in_debt', 'Does the organisation have overdue debts, such as unpaid taxes or social security contributions?'],
  ['is_winding_up', 'Is the organisation subject to a winding-up petition or order?'],
  ['is_bankrupt', 'Has the organisation, or any of its directors, been declared bankrupt?'],
  ['has_convictions', 'Has the organisation, or any of its directors, been convicted of an offence related to the business?'],
  ['has_terminated_contracts', 'Has a contract with the organisation been terminated early for poor performance in the last three years?'],
];

const INSURANCE = ['employer_liability', 'public_liability', 'indemnity'];
const anyInsurance = (answer: string): FieldCondition[] => INSURANCE.map((field) => ({ field, values: [answer] }));

function versionBFields(): Record<string, FieldDefinition> {
  const fields: Record<string, FieldDefinition> = {
    // 1 Contracting organisation
    registered_name: text('Registered name of the organisation', NAME, true),
    previous_registered_name: text('Previous registered name (if any)', NAME, false),
    organisation_type: { question: 'Type of organisation', is_file: false, type: 'choice', required: true, options: ORGANISATION_TYPES },
    registered_number: text('Company registration number', 10, true, { help_text: 'As on the register of companies, e.g. 01234567.' }),
    vat_number: text('VAT number (if registered)', 10, false),
    registration_country: { question: 'Country of registration', is_file: false, type: 'country', required: true, default: 'GB', options: countryOptions() },
    registered_year: { question: 'Year of registration', is_file: false, type: 'year', required: true, max_length: 4 },
    company_website: { question: 'Company website', is_file: false, type: 'url', required: false, max_length: WEBSITE },
    registered_address_1: text('Registered address line 1', NAME, true),
    registered_address_2: text('Registered address line 2', NAME, false),
    registered_address_3: text('Registered address line 3', NAME, false),
    registered_postcode: text('Registered postcode', POSTCODE, true),
    trading_name_different: yesNo('Does the organisation trade under a name different from its registered name?'),
    trading_name: text('Trading name', NAME, true, { show_if: when('trading_name_different', true) }),
    previous_trading_name: text('Previous trading name (if any)', NAME, false, { show_if: when('trading_name_different', true) }),
    trading_address_1: text('Trading address line 1', NAME, true, { show_if: when('trading_name_different', true) }),
    trading_address_2: text('Trading address line 2', NAME, false, { show_if: when('trading_name_different', true) }),
    trading_address_3: text('Trading address line 3', NAME, false, { show_if: when('trading_name_different', true) }),
    trading_postcode: text('Trading postcode', POSTCODE, true, { show_if: when('trading_name_different', true) }),
    part_of_group: yesNo('Is the organisation part of a group of companies?'),
    parent_company: text('Parent company', NAME, true, { show_if: when('part_of_group', true) }),
    ultimate_parent_company: text('Ultimate parent company', NAME, true, { show_if: when('part_of_group', true) }),
    // 2 Asset ownership
    asset_relationship: {
      question: 'What is your legal relationship to the assets you will offer?',
      is_file: false,
      type: 'choice',
      required: true,
      max_length: 30,
      options: ASSET_RELATIONSHIPS,
    },
    ownership_structure: textarea('Describe who owns and who operates the assets, including any third parties.', true),
    // 3 Audit details
    achilles_id: text('Achilles UVDB number (if registered)', 20, false, { help_text: 'Your supplier number on the Achilles Utilities Vendor Database.' }),
    audit_details: textarea('Describe your most recent health, safety and quality audits: who carried them out, when, and the outcome.', true),
    audit_documents: file('Latest audit report or certificate', { help_text: 'A PDF, image, Office document or text file of at most 5 MB.' }),
  };
  // 4 Legal questions
  for (const [key, question] of STATUS_QUESTIONS) {
    fields[key] = yesNo(question);
    fields[`${key}_details`] = textarea('Give details', true, { show_if: when(key, true) });
  }
  Object.assign(fields, {
    employer_liability: { question: 'Do you hold employer’s liability insurance?', is_file: false, type: 'choice', required: true, options: ANSWERS },
    public_liability: { question: 'Do you hold public liability insurance?', is_file: false, type: 'choice', required: true, options: ANSWERS },
    indemnity: { question: 'Do you hold professional indemnity insurance?', is_file: false, type: 'choice', required: true, options: ANSWERS },
    insurance_details: textarea('For each policy you hold, give the insurer, the cover and the expiry date.', true, { show_if: anyInsurance('yes') }),
    insurance_documents: file('Insurance certificates', { show_if: anyInsurance('yes') }),
    no_insurance_explanation: textarea('Explain why you do not hold this insurance, and how you would obtain it if awarded a contract.', true, {
      show_if: anyInsurance('no'),
    }),
    has_outstanding_claims: yesNo('Are there any outstanding claims against the organisation?'),
    outstanding_claim_details: textarea('Give details of the outstanding claims', true, { show_if: when('has_outstanding_claims', true) }),
    litigations: textarea('Describe any litigation the organisation has been part of in the last three years (leave blank if none).', false),
    // 5 Submit application
    contract_entity: yesNo('Will the organisation named in stage 1 be the contracting entity?'),
    contract_entity_details: textarea('Name the organisation that will contract with us and its relationship to yours.', true, {
      show_if: when('contract_entity', false),
    }),
    contract_confirmation: {
      question: 'I confirm that the information in this application is complete and accurate, and that I am authorised to submit it for the organisation.',
      is_file: false,
      type: 'confirm',
      required: true,
    },
  } satisfies Record<string, FieldDefinition>);
  return fields;
}

/** The version-B questionnaire (spec §3 "Version B (stage sections)"), seeded for every operator. */
export function versionBDefinitions(): DpsDefinitions {
  return {
    version: 'B',
    fields: versionBFields(),
    sections: [
      {
        name: 'contracting',
        number: 1,
        title: 'Contracting organisation',
        sub_sections: [
          {
            number: 1,
            title: 'Registered organisation',
            fields: ['registered_name', 'previous_registered_name', 'organisation_type', 'registered_number', 'vat_number', 'registration_country', 'registered_year', 'company_website'],
          },
          { number: 2, title: 'Registered address', fields: ['registered_address_1', 'registered_address_2', 'registered_address_3', 'registered_postcode'] },
          {
            number: 3,
            title: 'Trading name and address',
            fields: ['trading_name_different', 'trading_name', 'previous_trading_name', 'trading_address_1', 'trading_address_2', 'trading_address_3', 'trading_postcode'],
          },
          { number: 4, title: 'Group', fields: ['part_of_group', 'parent_company', 'ultimate_parent_company'] },
        ],
      },
      { name: 'assets', number: 2, title: 'Asset ownership', sub_sections: [{ number: 1, title: 'Assets', fields: ['asset_relationship', 'ownership_structure'] }] },
      { name: 'audit', number: 3, title: 'Audit details', sub_sections: [{ number: 1, title: 'Audits', fields: ['achilles_id', 'audit_details', 'audit_documents'] }] },
      {
        name: 'organisation',
        number: 4,
        title: 'Legal questions',
        sub_sections: [
          { number: 1, title: 'Organisation status', fields: STATUS_QUESTIONS.flatMap(([key]) => [key, `${key}_details`]) },
          { number: 2, title: 'Insurance', fields: [...INSURANCE, 'insurance_details', 'insurance_documents', 'no_insurance_explanation'] },
          { number: 3, title: 'Claims and litigation', fields: ['has_outstanding_claims', 'outstanding_claim_details', 'litigations'] },
        ],
      },
      { name: 'submit', number: 5, title: 'Submit application', sub_sections: [{ number: 1, title: 'Declaration', fields: ['contract_entity', 'contract_entity_details', 'contract_confirmation'] }] },
    ],
  };
}

/** The field keys of a section, in order. */
export function sectionFields(section: SectionDefinition): string[] {
  return section.sub_sections.flatMap((s) => s.fields);
}
