/**
 * The exchange's e-mails and the words of the trade invoice's PDF, in en-GB with their Italian and
 * Portuguese; en-US takes the American spelling and en-AU the English. Values (dates, names,
 * amounts) are formatted for the reader's locale before they are put in.
 */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const BID_SUBJECT: MailText = {
  'en-GB': 'New bid on your listing {reference}',
  'it-IT': 'Nuova offerta sul tuo annuncio {reference}',
  'pt-PT': 'Nova licitação no seu anúncio {reference}',
};
export const BID_BODY: MailText = {
  'en-GB': '{bidder} bid {price} for {mw} MW on your listing {reference}. Bidding closes on {closes}.',
  'it-IT': '{bidder} ha offerto {price} per {mw} MW sul tuo annuncio {reference}. Le offerte si chiudono il {closes}.',
  'pt-PT': 'A {bidder} licitou {price} por {mw} MW no seu anúncio {reference}. As licitações fecham em {closes}.',
};
export const ACCEPTED_SUBJECT: MailText = {
  'en-GB': 'Your bid on {reference} was accepted',
  'it-IT': 'La tua offerta su {reference} è stata accettata',
  'pt-PT': 'A sua licitação em {reference} foi aceite',
};
export const ACCEPTED_BODY: MailText = {
  'en-GB': '{lister} accepted your bid on {reference} for {mw} MW at {price}.',
  'it-IT': '{lister} ha accettato la tua offerta su {reference} per {mw} MW a {price}.',
  'pt-PT': 'A {lister} aceitou a sua licitação em {reference} por {mw} MW a {price}.',
};
export const REJECTED_SUBJECT: MailText = {
  'en-GB': 'Your bid on {reference} was not accepted',
  'it-IT': 'La tua offerta su {reference} non è stata accettata',
  'pt-PT': 'A sua licitação em {reference} não foi aceite',
};
export const REJECTED_BODY: MailText = {
  'en-GB': '{lister} did not accept your bid on {reference}.',
  'it-IT': '{lister} non ha accettato la tua offerta su {reference}.',
  'pt-PT': 'A {lister} não aceitou a sua licitação em {reference}.',
};
export const LAPSED_SUBJECT: MailText = {
  'en-GB': 'Your bid on {reference} lapsed',
  'it-IT': 'La tua offerta su {reference} è decaduta',
  'pt-PT': 'A sua licitação em {reference} caducou',
};
export const LAPSED_BODY: MailText = {
  'en-GB': '{lister} did not decide on your bid on {reference} in time, so it lapsed.',
  'it-IT': '{lister} non ha deciso in tempo sulla tua offerta su {reference}, che quindi è decaduta.',
  'pt-PT': 'A {lister} não decidiu a tempo sobre a sua licitação em {reference}, que por isso caducou.',
};
export const TRADE_SUBJECT: MailText = {
  'en-GB': 'Trade {trade} agreed on {reference}',
  'it-IT': 'Transazione {trade} conclusa su {reference}',
  'pt-PT': 'Transação {trade} acordada em {reference}',
};
export const TRADE_BODY: MailText = {
  'en-GB': '{seller} sold {mw} MW to {buyer} on {reference} at {price}, from {start} to {end}. Invoice {invoice} for {amount} is due on {due}.',
  'it-IT': '{seller} ha venduto {mw} MW a {buyer} su {reference} a {price}, dal {start} al {end}. La fattura {invoice} di {amount} scade il {due}.',
  'pt-PT': 'A {seller} vendeu {mw} MW à {buyer} em {reference} a {price}, de {start} a {end}. A fatura {invoice} de {amount} vence em {due}.',
};
export const SEE_LISTING: MailText = {
  'en-GB': 'See it on the exchange: {link}',
  'it-IT': 'Vedilo sull’exchange: {link}',
  'pt-PT': 'Veja-o na bolsa: {link}',
};

export const PDF_TITLE_PREMIUM: MailText = { 'en-GB': 'Premium invoice', 'it-IT': 'Fattura del premio', 'pt-PT': 'Fatura do prémio' };
export const PDF_TITLE_PRICE: MailText = { 'en-GB': 'Invoice', 'it-IT': 'Fattura', 'pt-PT': 'Fatura' };
export const PDF_TRADE: MailText = { 'en-GB': 'Trade', 'it-IT': 'Transazione', 'pt-PT': 'Transação' };
export const PDF_LISTING: MailText = { 'en-GB': 'Listing', 'it-IT': 'Annuncio', 'pt-PT': 'Anúncio' };
export const PDF_SELLER: MailText = { 'en-GB': 'Seller', 'it-IT': 'Venditore', 'pt-PT': 'Vendedor' };
export const PDF_BUYER: MailText = { 'en-GB': 'Buyer', 'it-IT': 'Acquirente', 'pt-PT': 'Comprador' };
export const PDF_PERIOD: MailText = { 'en-GB': 'Transfer period', 'it-IT': 'Periodo di trasferimento', 'pt-PT': 'Período de transferência' };
export const PDF_PERIOD_VALUE: MailText = { 'en-GB': '{start} to {end}', 'it-IT': 'dal {start} al {end}', 'pt-PT': 'de {start} a {end}' };
export const PDF_NO_TAX: MailText = {
  'en-GB': 'The amount agreed on the exchange; any tax is accounted for by the parties.',
  'it-IT': 'L’importo concordato sull’exchange; le eventuali imposte sono a carico delle parti.',
  'pt-PT': 'O montante acordado na bolsa; eventuais impostos são tratados pelas partes.',
};
export const LINE_CAPACITY: MailText = {
  'en-GB': 'Premium on Capacity Market agreement {agreement}: clear price {clear} less bid {price} per kW-year, for {days} of {year_days} days',
  'it-IT': 'Premio sull’accordo del mercato della capacità {agreement}: prezzo di aggiudicazione {clear} meno offerta {price} per kW-anno, per {days} giorni su {year_days}',
  'pt-PT': 'Prémio sobre o acordo do mercado de capacidade {agreement}: preço de fecho {clear} menos licitação {price} por kW-ano, durante {days} de {year_days} dias',
};
export const LINE_OBLIGATION: MailText = {
  'en-GB': 'Premium on obligation {window} ({contract}): availability rate {rate} less bid {price}, for {hours} availability hours',
  'it-IT': 'Premio sull’obbligo {window} ({contract}): tariffa di disponibilità {rate} meno offerta {price}, per {hours} ore di disponibilità',
  'pt-PT': 'Prémio sobre a obrigação {window} ({contract}): tarifa de disponibilidade {rate} menos licitação {price}, durante {hours} horas de disponibilidade',
};
export const LINE_LOAD_MODIFICATION: MailText = {
  'en-GB': 'Load modification in {region}: {price} per kW-month for {months} months',
  'it-IT': 'Modifica del carico in {region}: {price} per kW-mese per {months} mesi',
  'pt-PT': 'Modificação de carga em {region}: {price} por kW-mês durante {months} meses',
};
