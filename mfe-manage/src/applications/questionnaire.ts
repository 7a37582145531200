/**
 * The platform's standard questionnaire (version B: api/src/domain/dps/definitions.ts, seeded for
 * every operator) in the reader's language. A DPS record carries its own wording; where that
 * wording is the standard English text, the translated text is shown, and anything an operator
 * wrote otherwise is shown as written (it is their data, like a competition's name).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DpsDefinitions, DpsFieldDefinition } from 'shared-session';

const GIVE_DETAILS: MessageDescriptor = /*i18n*/ { id: 'manage.dps.q.giveDetails', message: 'Give details' };

/** Questions by field key. */
const QUESTIONS: Record<string, MessageDescriptor> = {
  registered_name: /*i18n*/ { id: 'manage.dps.q.registeredName', message: 'Registered name of the organisation' },
  previous_registered_name: /*i18n*/ { id: 'manage.dps.q.previousRegisteredName', message: 'Previous registered name (if any)' },
  organisation_type: /*i18n*/ { id: 'manage.dps.q.organisationType', message: 'Type of organisation' },
  registered_number: /*i18n*/ { id: 'manage.dps.q.registeredNumber', message: 'Company registration number' },
  vat_number: /*i18n*/ { id: 'manage.dps.q.vatNumber', message: 'VAT number (if registered)' },
  registration_country: /*i18n*/ { id: 'manage.dps.q.registrationCountry', message: 'Country of registration' },
  registered_year: /*i18n*/ { id: 'manage.dps.q.registeredYear', message: 'Year of registration' },
  company_website: /*i18n*/ { id: 'manage.dps.q.companyWebsite', message: 'Company website' },
  registered_address_1: /*i18n*/ { id: 'manage.dps.q.registeredAddress1', message: 'Registered address line 1' },
  registered_address_2: /*i18n*/ { id: 'manage.dps.q.registeredAddress2', message: 'Registered address line 2' },
  registered_address_3: /*i18n*/ { id: 'manage.dps.q.registeredAddress3', message: 'Registered address line 3' },
  registered_postcode: /*i18n*/ { id: 'manage.dps.q.registeredPostcode', message: 'Registered postcode' },
  trading_name_different: /*i18n*/ { id: 'manage.dps.q.tradingNameDifferent', message: 'Does the organisation trade under a name different from its registered name?' },
  trading_name: /*i18n*/ { id: 'manage.dps.q.tradingName', message: 'Trading name' },
  previous_trading_name: /*i18n*/ { id: 'manage.dps.q.previousTradingName', message: 'Previous trading name (if any)' },
  trading_address_1: /*i18n*/ { id: 'manage.dps.q.tradingAddress1', message: 'Trading address line 1' },
  trading_address_2: /*i18n*/ { id: 'manage.dps.q.tradingAddress2', message: 'Trading address line 2' },
  trading_address_3: /*i18n*/ { id: 'manage.dps.q.tradingAddress3', message: 'Trading address line 3' },
  trading_postcode: /*i18n*/ { id: 'manage.dps.q.tradingPostcode', message: 'Trading postcode' },
  part_of_group: /*i18n*/ { id: 'manage.dps.q.partOfGroup', message: 'Is the organisation part of a group of companies?' },
  parent_company: /*i18n*/ { id: 'manage.dps.q.parentCompany', message: 'Parent company' },
  ultimate_parent_company: /*i18n*/ { id: 'manage.dps.q.ultimateParentCompany', message: 'Ultimate parent company' },
  asset_relationship: /*i18n*/ { id: 'manage.dps.q.assetRelationship', message: 'What is your legal relationship to the assets you will offer?' },
  ownership_structure: /*i18n*/ { id: 'manage.dps.q.ownershipStructure', message: 'Describe who owns and who operates the assets, including any third parties.' },
  achilles_id: /*i18n*/ { id: 'manage.dps.q.achillesId', message: 'Achilles UVDB number (if registered)' },
  audit_details: /*i18n*/ { id: 'manage.dps.q.auditDetails', message: 'Describe your most recent health, safety and quality audits: who carried them out, when, and the outcome.' },
  audit_documents: /*i18n*/ { id: 'manage.dps.q.auditDocuments', message: 'Latest audit report or certificate' },
  in_receivership: /*i18n*/ { id: 'manage.dps.q.inReceivership', message: 'Is the organisation in receivership?' },
  in_receivership_details: GIVE_DETAILS,
  in_administration: /*i18n*/ { id: 'manage.dps.q.inAdministration', message: 'Is the organisation in administration?' },
  in_administration_details: GIVE_DETAILS,
  in_liquidation: /*i18n*/ { id: 'manage.dps.q.inLiquidation', message: 'Is the organisation in liquidation?' },
  in_liquidation_details: GIVE_DETAILS,
  in_debt: /*i18n*/ { id: 'manage.dps.q.inDebt', message: 'Does the organisation have overdue debts, such as unpaid taxes or social security contributions?' },
  in_debt_details: GIVE_DETAILS,
  is_winding_up: /*i18n*/ { id: 'manage.dps.q.isWindingUp', message: 'Is the organisation subject to a winding-up petition or order?' },
  is_winding_up_details: GIVE_DETAILS,
  is_bankrupt: /*i18n*/ { id: 'manage.dps.q.isBankrupt', message: 'Has the organisation, or any of its directors, been declared bankrupt?' },
  is_bankrupt_details: GIVE_DETAILS,
  has_convictions: /*i18n*/ { id: 'manage.dps.q.hasConvictions', message: 'Has the organisation, or any of its directors, been convicted of an offence related to the business?' },
  has_convictions_details: GIVE_DETAILS,
  has_terminated_contracts: /*i18n*/ { id: 'manage.dps.q.hasTerminatedContracts', message: 'Has a contract with the organisation been terminated early for poor performance in the last three years?' },
  has_terminated_contracts_details: GIVE_DETAILS,
  employer_liability: /*i18n*/ { id: 'manage.dps.q.employerLiability', message: 'Do you hold employer’s liability insurance?' },
  public_liability: /*i18n*/ { id: 'manage.dps.q.publicLiability', message: 'Do you hold public liability insurance?' },
  indemnity: /*i18n*/ { id: 'manage.dps.q.indemnity', message: 'Do you hold professional indemnity insurance?' },
  insurance_details: /*i18n*/ { id: 'manage.dps.q.insuranceDetails', message: 'For each policy you hold, give the insurer, the cover and the expiry date.' },
  insurance_documents: /*i18n*/ { id: 'manage.dps.q.insuranceDocuments', message: 'Insurance certificates' },
  no_insurance_explanation: /*i18n*/ { id: 'manage.dps.q.noInsuranceExplanation', message: 'Explain why you do not hold this insurance, and how you would obtain it if awarded a contract.' },
  has_outstanding_claims: /*i18n*/ { id: 'manage.dps.q.hasOutstandingClaims', message: 'Are there any outstanding claims against the organisation?' },
  outstanding_claim_details: /*i18n*/ { id: 'manage.dps.q.outstandingClaimDetails', message: 'Give details of the outstanding claims' },
  litigations: /*i18n*/ { id: 'manage.dps.q.litigations', message: 'Describe any litigation the organisation has been part of in the last three years (leave blank if none).' },
  contract_entity: /*i18n*/ { id: 'manage.dps.q.contractEntity', message: 'Will the organisation named in stage 1 be the contracting entity?' },
  contract_entity_details: /*i18n*/ { id: 'manage.dps.q.contractEntityDetails', message: 'Name the organisation that will contract with us and its relationship to yours.' },
  contract_confirmation: /*i18n*/ {
    id: 'manage.dps.q.contractConfirmation',
    message: 'I confirm that the information in this application is complete and accurate, and that I am authorised to submit it for the organisation.',
  },
};

/** Help texts by field key. */
const HELP: Record<string, MessageDescriptor> = {
  registered_number: /*i18n*/ { id: 'manage.dps.help.registeredNumber', message: 'As on the register of companies, e.g. 01234567.' },
  achilles_id: /*i18n*/ { id: 'manage.dps.help.achillesId', message: 'Your supplier number on the Achilles Utilities Vendor Database.' },
  audit_documents: /*i18n*/ { id: 'manage.dps.help.auditDocuments', message: 'A PDF, image, Office document or text file of at most 5 MB.' },
};

/** Choice labels by option value (organisation types, yes / no / not applicable, relationships to the assets). */
const OPTIONS: Record<string, MessageDescriptor> = {
  charity: /*i18n*/ { id: 'manage.dps.option.charity', message: 'Charity' },
  ngo: /*i18n*/ { id: 'manage.dps.option.ngo', message: 'Non-governmental organisation' },
  llp: /*i18n*/ { id: 'manage.dps.option.llp', message: 'Limited liability partnership' },
  plc: /*i18n*/ { id: 'manage.dps.option.plc', message: 'Public limited company' },
  limited: /*i18n*/ { id: 'manage.dps.option.limited', message: 'Private limited company' },
  unlimited: /*i18n*/ { id: 'manage.dps.option.unlimited', message: 'Unlimited company' },
  community_interest: /*i18n*/ { id: 'manage.dps.option.communityInterest', message: 'Community interest company' },
  sole_trader: /*i18n*/ { id: 'manage.dps.option.soleTrader', message: 'Sole trader' },
  local_government: /*i18n*/ { id: 'manage.dps.option.localGovernment', message: 'Local government' },
  nhs_trust: /*i18n*/ { id: 'manage.dps.option.nhsTrust', message: 'NHS trust' },
  yes: /*i18n*/ { id: 'manage.dps.option.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'manage.dps.option.no', message: 'No' },
  not_applicable: /*i18n*/ { id: 'manage.dps.option.notApplicable', message: 'Not Applicable' },
  owners: /*i18n*/ { id: 'manage.dps.option.owners', message: 'Owners' },
  operator: /*i18n*/ { id: 'manage.dps.option.operator', message: 'Operator' },
  aggregator: /*i18n*/ { id: 'manage.dps.option.aggregator', message: 'Aggregator' },
};

/** Sub-section titles by "section name.number". */
const SUB_SECTIONS: Record<string, MessageDescriptor> = {
  'contracting.1': /*i18n*/ { id: 'manage.dps.sub.registeredOrganisation', message: 'Registered organisation' },
  'contracting.2': /*i18n*/ { id: 'manage.dps.sub.registeredAddress', message: 'Registered address' },
  'contracting.3': /*i18n*/ { id: 'manage.dps.sub.tradingNameAddress', message: 'Trading name and address' },
  'contracting.4': /*i18n*/ { id: 'manage.dps.sub.group', message: 'Group' },
  'assets.1': /*i18n*/ { id: 'manage.dps.sub.assets', message: 'Assets' },
  'audit.1': /*i18n*/ { id: 'manage.dps.sub.audits', message: 'Audits' },
  'organisation.1': /*i18n*/ { id: 'manage.dps.sub.organisationStatus', message: 'Organisation status' },
  'organisation.2': /*i18n*/ { id: 'manage.dps.sub.insurance', message: 'Insurance' },
  'organisation.3': /*i18n*/ { id: 'manage.dps.sub.claims', message: 'Claims and litigation' },
  'submit.1': /*i18n*/ { id: 'manage.dps.sub.declaration', message: 'Declaration' },
};

/** The standard wording in the reader's language when `text` is the standard English text; else `text`. */
function standard(i18n: I18n, descriptor: MessageDescriptor | undefined, text: string): string {
  return descriptor && descriptor.message === text ? i18n._(descriptor) : text;
}

/** A question's text (a field's, or an answer's copy of it) in the reader's language. */
export function questionText(i18n: I18n, key: string, text: string): string {
  return standard(i18n, QUESTIONS[key], text);
}

function localiseField(i18n: I18n, key: string, field: DpsFieldDefinition): DpsFieldDefinition {
  return {
    ...field,
    question: questionText(i18n, key, field.question),
    ...(field.help_text ? { help_text: standard(i18n, HELP[key], field.help_text) } : {}),
    // Countries are named by Intl in the reader's language where they are shown (labels.countryName).
    ...(field.options && field.type !== 'country'
      ? { options: field.options.map((o) => ({ ...o, label: standard(i18n, OPTIONS[o.value], o.label) })) }
      : {}),
  };
}

/** A DPS record's questionnaire with the standard wording in the reader's language (a copy; the record is unchanged). */
export function localiseDefinitions(i18n: I18n, definitions: DpsDefinitions): DpsDefinitions {
  return {
    ...definitions,
    fields: Object.fromEntries(Object.entries(definitions.fields).map(([key, field]) => [key, localiseField(i18n, key, field)])),
    sections: definitions.sections.map((section) => ({
      ...section,
      sub_sections: section.sub_sections.map((sub) => ({ ...sub, title: standard(i18n, SUB_SECTIONS[`${section.name}.${sub.number}`], sub.title) })),
    })),
  };
}
