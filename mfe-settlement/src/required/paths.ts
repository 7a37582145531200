/** The provider's settlement data screens. */
const FP = '/settlement/flexprovider';
export const DATA_PATHS = {
  root: FP,
  overview: `${FP}/overview`,
  required: `${FP}/required`,
  upload: `${FP}/upload`,
} as const;
