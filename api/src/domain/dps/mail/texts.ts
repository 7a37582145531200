/** The decision on a provider's qualification application (domain/dps/outcomes.ts). */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const APPROVED_SUBJECT: MailText = {
  'en-GB': 'Your qualification application to {operator} was approved',
  'it-IT': 'La tua domanda di qualificazione presso {operator} è stata approvata',
  'pt-PT': 'A sua candidatura de qualificação junto de {operator} foi aprovada',
};

export const REJECTED_SUBJECT: MailText = {
  'en-GB': 'Your qualification application to {operator} was rejected',
  'it-IT': 'La tua domanda di qualificazione presso {operator} è stata respinta',
  'pt-PT': 'A sua candidatura de qualificação junto de {operator} foi rejeitada',
};

export const APPROVED_INTRO: MailText = {
  'en-GB': "{operator} has approved your organisation's qualification application (submitted {submitted}).",
  'it-IT': '{operator} ha approvato la domanda di qualificazione della tua organizzazione (inviata il {submitted}).',
  'pt-PT': '{operator} aprovou a candidatura de qualificação da sua organização (submetida a {submitted}).',
};

export const REJECTED_INTRO: MailText = {
  'en-GB': "{operator} has rejected your organisation's qualification application (submitted {submitted}).",
  'it-IT': '{operator} ha respinto la domanda di qualificazione della tua organizzazione (inviata il {submitted}).',
  'pt-PT': '{operator} rejeitou a candidatura de qualificação da sua organização (submetida a {submitted}).',
};

export const NOTE: MailText = { 'en-GB': 'Their note: {note}', 'it-IT': 'La loro nota: {note}', 'pt-PT': 'A nota do operador: {note}' };

export const APPROVED_NEXT: MailText = {
  'en-GB': "You can now confirm entry and bid in {operator}'s competitions.",
  'it-IT': 'Ora puoi confermare la partecipazione e presentare offerte nelle gare di {operator}.',
  'pt-PT': 'Já pode confirmar a participação e apresentar ofertas nos concursos de {operator}.',
};

export const REJECTED_NEXT: MailText = {
  'en-GB': 'You can start a new application, with your previous answers filled in, under Manage → Company qualification.',
  'it-IT': 'Puoi avviare una nuova domanda, con le risposte precedenti già compilate, in Gestione → Qualificazione dell’azienda.',
  'pt-PT': 'Pode iniciar uma nova candidatura, com as respostas anteriores já preenchidas, em Gestão → Qualificação de empresas.',
};
