/* Test helpers of the company qualification screens (not part of the package's surface). */
import { screen } from '@testing-library/react';
import type { DpsAttachment, DpsDefinitions, DpsOutcome, DpsRecord, DpsSection } from 'shared-session';
import { json, renderManage, serveApi, type Routes } from '../test/manage';
import type { FullApplication } from './api';

export const PROVIDER_ID = 41;
export const OPERATOR_ID = 31;

const text = (question: string, max: number, required: boolean, extra: object = {}) => ({ question, is_file: false, type: 'text' as const, required, max_length: max, ...extra });
const textarea = (question: string, required: boolean, extra: object = {}) => ({ question, is_file: false, type: 'textarea' as const, required, max_length: 500, ...extra });
const yesNo = (question: string) => ({ question, is_file: false, type: 'boolean' as const, required: true });

/** A small questionnaire with every kind of question, over the five version-B sections. */
export const DEFINITIONS: DpsDefinitions = {
  version: 'B',
  fields: {
    registered_name: text('Registered name of the organisation', 80, true),
    organisation_type: {
      question: 'Type of organisation',
      is_file: false,
      type: 'choice',
      required: true,
      options: [
        { value: 'charity', label: 'Charity' },
        { value: 'ngo', label: 'Non-governmental organisation' },
        { value: 'llp', label: 'Limited liability partnership' },
        { value: 'plc', label: 'Public limited company' },
        { value: 'limited', label: 'Private limited company' },
      ],
    },
    registration_country: {
      question: 'Country of registration',
      is_file: false,
      type: 'country',
      required: true,
      default: 'GB',
      options: [
        { value: 'GB', label: 'United Kingdom' },
        { value: 'IT', label: 'Italy' },
        { value: 'US', label: 'United States' },
        { value: 'FR', label: 'France' },
      ],
    },
    registered_postcode: text('Registered postcode', 8, true),
    company_website: { question: 'Company website', is_file: false, type: 'url', required: false, max_length: 50 },
    trading_name_different: yesNo('Does the organisation trade under a name different from its registered name?'),
    trading_name: text('Trading name', 80, true, { show_if: [{ field: 'trading_name_different', values: [true] }] }),
    asset_relationship: {
      question: 'What is your legal relationship to the assets you will offer?',
      is_file: false,
      type: 'choice',
      required: true,
      max_length: 30,
      options: [
        { value: 'owners', label: 'Owners' },
        { value: 'operator', label: 'Operator' },
        { value: 'aggregator', label: 'Aggregator' },
      ],
    },
    ownership_structure: textarea('Describe who owns and who operates the assets, including any third parties.', true),
    audit_details: textarea('Describe your most recent audits.', true),
    audit_documents: { question: 'Latest audit report or certificate', is_file: true, type: 'file', required: false },
    in_debt: yesNo('Does the organisation have overdue debts?'),
    in_debt_details: textarea('Give details', true, { show_if: [{ field: 'in_debt', values: [true] }] }),
    contract_entity: yesNo('Will the organisation named in stage 1 be the contracting entity?'),
    contract_entity_details: textarea('Name the organisation that will contract with us.', true, { show_if: [{ field: 'contract_entity', values: [false] }] }),
    contract_confirmation: { question: 'I confirm that the information in this application is complete and accurate.', is_file: false, type: 'confirm', required: true },
  },
  sections: [
    {
      name: 'contracting',
      number: 1,
      title: 'Contracting organisation',
      sub_sections: [
        { number: 1, title: 'Registered organisation', fields: ['registered_name', 'organisation_type', 'registration_country', 'registered_postcode', 'company_website'] },
        { number: 2, title: 'Trading name', fields: ['trading_name_different', 'trading_name'] },
      ],
    },
    { name: 'assets', number: 2, title: 'Asset ownership', sub_sections: [{ number: 1, title: 'Assets', fields: ['asset_relationship', 'ownership_structure'] }] },
    { name: 'audit', number: 3, title: 'Audit details', sub_sections: [{ number: 1, title: 'Audits', fields: ['audit_details', 'audit_documents'] }] },
    { name: 'organisation', number: 4, title: 'Legal questions', sub_sections: [{ number: 1, title: 'Organisation status', fields: ['in_debt', 'in_debt_details'] }] },
    { name: 'submit', number: 5, title: 'Submit application', sub_sections: [{ number: 1, title: 'Declaration', fields: ['contract_entity', 'contract_entity_details', 'contract_confirmation'] }] },
  ],
};

export function record(patch: Partial<DpsRecord> = {}): DpsRecord {
  return {
    id: 7,
    system_operator: OPERATOR_ID,
    system_operator_name: 'Northern Lines Networks',
    name: 'Northern Lines Networks flexibility services DPS',
    reference: 'NLN-DPS-2026',
    definitions: DEFINITIONS,
    created: '2026-01-01T00:00:00Z',
    updated: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

/** The sections as the server expands them for `answers` (every stage; unsaved ones without answers). */
export function sectionsFor(answers: Record<string, unknown>, saved: number[] = []): DpsSection[] {
  return DEFINITIONS.sections.map((s) => ({
    name: s.name,
    number: s.number,
    title: s.title,
    saved: saved.includes(s.number),
    complete: false,
    responses: s.sub_sections
      .flatMap((sub) => sub.fields)
      .filter((key) => !DEFINITIONS.fields[key]!.show_if)
      .map((key) => ({ key, question: DEFINITIONS.fields[key]!.question, response: (answers[key] ?? null) as DpsSection['responses'][number]['response'], is_file: DEFINITIONS.fields[key]!.is_file })),
  }));
}

export function attachment(patch: Partial<DpsAttachment> = {}): DpsAttachment {
  return {
    id: 5,
    key: '3f0c2b1e-9a41-4d8e-8d1a-1c2b3d4e5f60',
    application: 90,
    question: 'audit_documents',
    description: '',
    filename: 'audit-2026.pdf',
    content_type: 'application/pdf',
    size: 2048,
    uploaded_by: 1,
    created: '2026-03-01T10:00:00Z',
    ...patch,
  };
}

export function outcome(patch: Partial<DpsOutcome> = {}): DpsOutcome {
  return {
    id: 3,
    application: 90,
    dps_record: 7,
    flex_provider: PROVIDER_ID,
    system_operator: OPERATOR_ID,
    is_approved: true,
    note: 'Welcome aboard.',
    decision_made_by: 2,
    decision_made_by_name: 'Olivia Barker',
    created: '2026-03-05T10:00:00Z',
    ...patch,
  };
}

/** An application (expanded) in its draft state unless patched. */
export function application(patch: Partial<FullApplication> = {}): FullApplication {
  return {
    id: 90,
    flex_provider: PROVIDER_ID,
    flex_provider_name: 'Harbour Battery Co',
    dps_record: 7,
    system_operator: OPERATOR_ID,
    system_operator_name: 'Northern Lines Networks',
    status: 'draft',
    is_latest: true,
    is_submitted: false,
    submitted: null,
    submitted_by: null,
    submitted_by_name: null,
    sections: sectionsFor({}),
    outcome: null,
    attachments: [],
    help_texts: {},
    errors: {},
    created: '2026-03-01T09:00:00Z',
    updated: '2026-03-01T09:30:00Z',
    ...patch,
  };
}

/** Renders the manage area at `path` as the provider (view-manage-ui) with the fake API. */
export function renderAsProvider(path: string, routes: Routes) {
  const api = serveApi(routes);
  const view = renderManage(path, { orgType: 'flexprovider', orgId: PROVIDER_ID, permissions: ['default', 'view-manage-ui', 'manage-bids'] });
  return { ...view, api };
}

export function renderAsOperator(path: string, routes: Routes, permissions = ['default', 'manage-competitions']) {
  const api = serveApi(routes);
  const view = renderManage(path, { orgType: 'systemoperator', orgId: OPERATOR_ID, permissions });
  return { ...view, api };
}

export { json };

/** The group (fieldset) of a question by its text. */
export const question = (name: string | RegExp) => screen.getByRole('group', { name });
