/**
 * The legal documents of /legal/{document}: the terms of use every user accepts (basic-terms) and
 * the service terms between us and each organisation (serviceterms), as published text with a
 * version and the date it takes effect. One message per heading and per paragraph (their own
 * catalogue, pages/legal/locales), so each translates on its own.
 *
 * Changing a document's text: raise its version and effective date, and keep the "Changes"
 * section's promise (material changes notified 30 days ahead).
 */
import type { MessageDescriptor } from '@lingui/core';

export interface LegalSection {
  /** The section's anchor (/legal/basic-terms#account). */
  id: string;
  title: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export interface LegalDocument {
  title: MessageDescriptor;
  /** Shown as "Version 1.0". */
  version: string;
  /** The day this version takes effect, YYYY-MM-DD (shown in the region's format). */
  effective: string;
  lead: MessageDescriptor;
  sections: readonly LegalSection[];
}

export const BASIC_TERMS: LegalDocument = {
  title: /*i18n*/ { id: 'legal.basicTerms.title', message: 'Basic terms' },
  version: '1.0',
  effective: '2026-11-27',
  lead: /*i18n*/ { id: 'legal.basicTerms.lead', message: 'The terms of use that apply to every person who uses Flex.' },
  sections: [
    {
      id: 'parties',
      title: /*i18n*/ { id: 'legal.basicTerms.parties.title', message: '1. Who these terms are between' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.parties.p1',
          message:
            'These terms of use govern your use of Flex, the online marketplace for electricity grid flexibility operated by Flex Marketplace Ltd, a company registered in England and Wales ("we", "us"). "You" are the person using Flex, whether for yourself or for the organisation that registered or invited you.',
        },
        /*i18n*/ {
          id: 'legal.basicTerms.parties.p2',
          message:
            'By creating an account or logging in you accept these terms. Your organisation has also accepted our service terms, which govern its relationship with us; where the two differ, the service terms prevail.',
        },
      ],
    },
    {
      id: 'service',
      title: /*i18n*/ { id: 'legal.basicTerms.service.title', message: '2. The service' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.service.p1',
          message:
            'Flex lets system operators run competitions for flexible capacity where their networks need it, and lets flex providers qualify their assets, bid in those competitions, receive dispatch instructions and settle what they delivered. The rules, prices and obligations of each competition are set by the system operator that runs it and are shown with the competition.',
        },
        /*i18n*/ {
          id: 'legal.basicTerms.service.p2',
          message: 'We may improve and change the features of Flex. Before a change removes something you rely on, we will tell you in the product.',
        },
      ],
    },
    {
      id: 'account',
      title: /*i18n*/ { id: 'legal.basicTerms.account.title', message: '3. Your account' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.account.p1',
          message:
            'Your account is personal. Keep your password to yourself and do not share your login: your organisation’s admins can invite your colleagues. Tell us at once at security@flex.test if you think someone else has used your account.',
        },
        /*i18n*/ {
          id: 'legal.basicTerms.account.p2',
          message:
            'Your organisation’s admins give you your team roles, which decide what you can see and do, and can deactivate your account. Your session ends after 15 minutes without activity.',
        },
        /*i18n*/ {
          id: 'legal.basicTerms.account.p3',
          message: 'Give accurate information when you register, and keep your name and e-mail address up to date in Settings.',
        },
      ],
    },
    {
      id: 'use',
      title: /*i18n*/ { id: 'legal.basicTerms.use.title', message: '4. Using Flex properly' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.use.p1',
          message:
            'Use Flex only for your organisation’s genuine part in flexibility markets. What you enter — assets, availability, bids, meter readings and answers to dispatch instructions — must be accurate to the best of your knowledge: system operators rely on it to run their networks safely.',
        },
        /*i18n*/ {
          id: 'legal.basicTerms.use.p2',
          message:
            'Do not try to reach other organisations’ data, test or get around our security, overload the service, or use automated tools other than our published API within its limits.',
        },
      ],
    },
    {
      id: 'data',
      title: /*i18n*/ { id: 'legal.basicTerms.data.title', message: '5. Your personal data' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.data.p1',
          message:
            'We process personal data about you — your name, e-mail address, preferred language, team roles and a record of what you do in Flex — to provide the service, to keep it secure and to meet our legal obligations, under the UK General Data Protection Regulation and the Data Protection Act 2018. The service terms say how we protect it.',
        },
        /*i18n*/ {
          id: 'legal.basicTerms.data.p2',
          message:
            'You can correct your details in Settings > Account and choose which notification e-mails reach you in Settings > Preferences. You may ask us at privacy@flex.test for a copy of your data, for its correction or erasure, or object to how we use it; you may also complain to the Information Commissioner’s Office. What Flex keeps in your browser is listed in the cookie information.',
        },
      ],
    },
    {
      id: 'fees',
      title: /*i18n*/ { id: 'legal.basicTerms.fees.title', message: '6. Fees' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.fees.p1',
          message: 'You personally pay nothing to use Flex. Any fees are agreed between us and your organisation under the service terms.',
        },
      ],
    },
    {
      id: 'liability',
      title: /*i18n*/ { id: 'legal.basicTerms.liability.title', message: '7. Availability and liability' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.liability.p1',
          message: 'We aim to keep Flex available at all times, but cannot promise that it will never be interrupted or free of errors. We announce planned maintenance in the product in advance.',
        },
        /*i18n*/ {
          id: 'legal.basicTerms.liability.p2',
          message:
            'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else the law does not allow to be limited. Apart from that, we are not liable to you personally for loss arising from your use of Flex; our liability to your organisation is set out in the service terms.',
        },
      ],
    },
    {
      id: 'suspension',
      title: /*i18n*/ { id: 'legal.basicTerms.suspension.title', message: '8. Suspension and ending' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.suspension.p1',
          message:
            'We may suspend an account that breaks these terms or puts the security of Flex or of an electricity network at risk, and will tell you why unless the law or security prevents it. You may stop using Flex at any time, and your organisation’s admins can deactivate your account.',
        },
      ],
    },
    {
      id: 'changes',
      title: /*i18n*/ { id: 'legal.basicTerms.changes.title', message: '9. Changes to these terms' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.changes.p1',
          message:
            'We may update these terms. The version in force and the date it took effect are shown at the top of this page. We will tell you of any material change by e-mail or in the product at least 30 days before it takes effect; if you go on using Flex after that date, the new terms apply.',
        },
      ],
    },
    {
      id: 'law',
      title: /*i18n*/ { id: 'legal.basicTerms.law.title', message: '10. Governing law' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.law.p1',
          message:
            'These terms, and any dispute or claim arising out of or in connection with them, are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction.',
        },
      ],
    },
    {
      id: 'contact',
      title: /*i18n*/ { id: 'legal.basicTerms.contact.title', message: '11. Contact' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.basicTerms.contact.p1',
          message: 'Questions about these terms: legal@flex.test. Help with using Flex: support@flex.test. Your personal data: privacy@flex.test.',
        },
      ],
    },
  ],
};

export const SERVICE_TERMS: LegalDocument = {
  title: /*i18n*/ { id: 'legal.serviceTerms.title', message: 'Service terms' },
  version: '1.0',
  effective: '2026-11-27',
  lead: /*i18n*/ { id: 'legal.serviceTerms.lead', message: 'The agreement between us and each organisation that uses Flex: system operators and flex providers.' },
  sections: [
    {
      id: 'parties',
      title: /*i18n*/ { id: 'legal.serviceTerms.parties.title', message: '1. Parties and scope' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.parties.p1',
          message:
            'These service terms are the agreement between Flex Marketplace Ltd, a company registered in England and Wales ("we", "us"), and the organisation that registers to use Flex as a system operator or a flex provider ("the customer"). The person who accepts them when registering confirms that they may bind the customer.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.parties.p2',
          message: 'Where a signed order form or framework agreement between us and the customer says otherwise, it takes precedence over these terms.',
        },
      ],
    },
    {
      id: 'service',
      title: /*i18n*/ { id: 'legal.serviceTerms.service.title', message: '2. The service' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.service.p1',
          message:
            'We provide Flex as a hosted marketplace: the map of competitions and qualifying assets, company and asset qualification, competition creation and bidding, market clearing and results, dispatch instructions with live notifications, settlement data, an API and webhooks.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.service.p2',
          message:
            'System operators run the competitions. We are not a party to the contracts for flexibility that result from them: those are between the system operator and the flex provider, on the terms the system operator publishes with the competition.',
        },
      ],
    },
    {
      id: 'accounts',
      title: /*i18n*/ { id: 'legal.serviceTerms.accounts.title', message: '3. Accounts and administration' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.accounts.p1',
          message:
            'The customer’s admins invite its users, give them team roles and deactivate them when they leave. The customer is responsible for what its users do in Flex, and keeps its organisation’s details up to date in Settings > Organisation.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.accounts.p2',
          message:
            'An organisation always keeps at least one active admin. Notification e-mails go to the admins and to the team roles they concern, and each user chooses which of them reach them.',
        },
      ],
    },
    {
      id: 'data',
      title: /*i18n*/ { id: 'legal.serviceTerms.data.title', message: '4. Customer data' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.data.p1',
          message:
            'The customer owns the data it enters in Flex — organisation details, assets, availability, bids, meter readings and files — and allows us to use it to provide the service, including showing it to the organisations the workflows involve (for example, a provider’s bid to the system operator that runs the competition).',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.data.p2',
          message:
            'We keep customer data in the United Kingdom or the European Economic Area, back it up every day, and return or delete it within 90 days after the agreement ends, unless the law requires us to keep it longer.',
        },
      ],
    },
    {
      id: 'privacy',
      title: /*i18n*/ { id: 'legal.serviceTerms.privacy.title', message: '5. Data protection' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.privacy.p1',
          message:
            'For the personal data of its users, the customer is the controller and we are its processor: we process that data only on the customer’s documented instructions — these terms and the customer’s use of Flex — under the UK GDPR and the Data Protection Act 2018. For account security and our own legal obligations we are a controller in our own right.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.privacy.p2',
          message:
            'We keep personal data confidential; protect it with appropriate technical and organisational measures, such as encrypted connections, hashed passwords and access limited by role; use sub-processors only under written terms that protect it as well as these do; and tell the customer without undue delay of any personal data breach that affects it.',
        },
      ],
    },
    {
      id: 'fees',
      title: /*i18n*/ { id: 'legal.serviceTerms.fees.title', message: '6. Fees and payment' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.fees.p1',
          message:
            'The fees are those of the customer’s plan or order form. Unless agreed otherwise they are invoiced monthly in advance in pounds sterling, plus VAT, and are payable within 30 days of the invoice date.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.fees.p2',
          message:
            'We may change the fees of a plan with 60 days’ written notice, and the customer may end the agreement before the change takes effect. Late payments may carry interest under the Late Payment of Commercial Debts (Interest) Act 1998.',
        },
      ],
    },
    {
      id: 'support',
      title: /*i18n*/ { id: 'legal.serviceTerms.support.title', message: '7. Service levels and support' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.support.p1',
          message:
            'We aim for 99.5% availability of the service in each calendar month, not counting maintenance announced at least 48 hours ahead. Support answers at support@flex.test on UK working days from 09:00 to 17:30 UK time; a problem that stops dispatch is handled at any hour.',
        },
      ],
    },
    {
      id: 'liability',
      title: /*i18n*/ { id: 'legal.serviceTerms.liability.title', message: '8. Liability' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.liability.p1',
          message:
            'Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any other liability that the law does not allow to be limited or excluded.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.liability.p2',
          message:
            'Subject to that, neither party is liable for loss of profits, revenue or business, or for indirect or consequential loss, and each party’s total liability under the agreement in any 12 months is limited to the fees paid or payable for those 12 months.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.liability.p3',
          message:
            'We are not responsible for the decisions system operators make in their competitions, for the delivery of flexibility by providers, or for the operation of any electricity network.',
        },
      ],
    },
    {
      id: 'termination',
      title: /*i18n*/ { id: 'legal.serviceTerms.termination.title', message: '9. Duration, suspension and termination' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.termination.p1',
          message:
            'The agreement starts when the customer registers and continues until either party ends it with 30 days’ written notice. Either party may end it at once if the other commits a material breach and does not put it right within 30 days of being asked to.',
        },
        /*i18n*/ {
          id: 'legal.serviceTerms.termination.p2',
          message:
            'We may suspend access where that is needed to protect the security of Flex or of an electricity network, or when an invoice is more than 30 days overdue and we have given 14 days’ notice.',
        },
      ],
    },
    {
      id: 'changes',
      title: /*i18n*/ { id: 'legal.serviceTerms.changes.title', message: '10. Changes to these terms' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.changes.p1',
          message:
            'We may update these terms. The version in force and the date it took effect are shown at the top of this page. We tell the customer’s admins of any material change by e-mail at least 30 days before it takes effect; a customer that does not accept it may end the agreement before then.',
        },
      ],
    },
    {
      id: 'law',
      title: /*i18n*/ { id: 'legal.serviceTerms.law.title', message: '11. Governing law and disputes' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.law.p1',
          message:
            'The agreement, and any dispute or claim (including non-contractual ones) arising out of or in connection with it, is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction. Before going to court, the parties will try in good faith for 30 days to settle a dispute through their senior representatives.',
        },
      ],
    },
    {
      id: 'contact',
      title: /*i18n*/ { id: 'legal.serviceTerms.contact.title', message: '12. Notices and contact' },
      paragraphs: [
        /*i18n*/ {
          id: 'legal.serviceTerms.contact.p1',
          message:
            'Notices under the agreement go to us at legal@flex.test, and to the customer at the contact e-mail address in its organisation details. Support: support@flex.test. Data protection: privacy@flex.test.',
        },
      ],
    },
  ],
};
