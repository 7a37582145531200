/** The legal documents' paths: the route table and every link to a document use these. */
export const LEGAL_DOCUMENTS = ['basic-terms', 'serviceterms', 'cookies'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export const LEGAL_PATHS = {
  pattern: '/legal/:document?',
  document: (name: LegalDocumentName) => `/legal/${name}`,
} as const;
