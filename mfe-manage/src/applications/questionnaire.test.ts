import { setupI18n } from '@lingui/core';
import type { DpsDefinitions } from 'shared-session';
import { messages as english } from '../locales/en-GB/messages';
import { messages as italian } from '../locales/it-IT/messages';
import { localiseDefinitions, questionText } from './questionnaire';
import { DEFINITIONS } from './testing';

const inItalian = () => setupI18n({ locale: 'it-IT', messages: { 'it-IT': italian } });

test('the standard questionnaire reads in the reader’s language: questions, help, choices and sub-sections', () => {
  const i18n = inItalian();
  const shown = localiseDefinitions(i18n, DEFINITIONS);
  expect(shown.fields.registered_name!.question).toBe('Ragione sociale dell’organizzazione');
  expect(shown.fields.organisation_type!.options!.map((o) => o.label)).toEqual([
    'Ente di beneficenza',
    'Organizzazione non governativa',
    'Società a responsabilità limitata tra professionisti (LLP)',
    'Società per azioni (plc)',
    'Società privata a responsabilità limitata',
  ]);
  expect(shown.fields.organisation_type!.options!.map((o) => o.value)).toEqual(['charity', 'ngo', 'llp', 'plc', 'limited']);
  const contracting = shown.sections.find((s) => s.name === 'contracting')!;
  expect(contracting.sub_sections[0]!.title).toBe('Organizzazione registrata');
  // An answer's copy of its question reads the same way.
  expect(questionText(i18n, 'trading_name', 'Trading name')).toBe('Denominazione commerciale');
});

test('an operator’s own wording, and country names (named where shown), stay as the record has them', () => {
  const i18n = inItalian();
  const custom: DpsDefinitions = {
    ...DEFINITIONS,
    fields: { ...DEFINITIONS.fields, registered_name: { ...DEFINITIONS.fields.registered_name!, question: 'Legal name of your company' } },
    sections: DEFINITIONS.sections.map((s) => (s.name === 'contracting' ? { ...s, sub_sections: s.sub_sections.map((x) => ({ ...x, title: 'About you' })) } : s)),
  };
  const shown = localiseDefinitions(i18n, custom);
  expect(shown.fields.registered_name!.question).toBe('Legal name of your company');
  expect(shown.sections.find((s) => s.name === 'contracting')!.sub_sections[0]!.title).toBe('About you');
  expect(shown.fields.registration_country!.options).toEqual(DEFINITIONS.fields.registration_country!.options);
  expect(questionText(i18n, 'no_such_field', 'A question of their own')).toBe('A question of their own');
  // The record itself is not changed.
  expect(DEFINITIONS.fields.registered_name!.question).toBe('Registered name of the organisation');
});

test('in English the standard questionnaire reads as the record has it', () => {
  const i18n = setupI18n({ locale: 'en-GB', messages: { 'en-GB': english } });
  expect(localiseDefinitions(i18n, DEFINITIONS)).toEqual(DEFINITIONS);
});
