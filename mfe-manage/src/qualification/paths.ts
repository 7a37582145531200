/** The provider's asset qualification screens (workflows §2: /manage/flexprovider/qualification/…). */
const ROOT = '/manage/flexprovider/qualification';

export const QUALIFICATION_PATHS = {
  root: ROOT,
  overview: `${ROOT}/overview`,
  assets: `${ROOT}/assets`,
  addData: `${ROOT}/add-data`,
  confirm: `${ROOT}/confirm`,
  upload: `${ROOT}/upload`,
} as const;

export type QualificationScreenName = 'overview' | 'assets' | 'add-data' | 'confirm' | 'upload';

/** The provider's bulk asset upload (the flexassets file), on the assets screens. */
export const FLEXASSETS_PATH = '/manage/flexprovider/flexassets';

/** A competition's page for the provider. */
export const providerCompetitionPath = (id: number | string): string => `/flexprovider/competitions/${id}`;
