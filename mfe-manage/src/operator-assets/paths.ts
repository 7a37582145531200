/** The operator's asset and network screens (workflows §2: /manage/systemoperator/…). */
const SO = '/manage/systemoperator';

export const OPERATOR_ASSETS_PATHS = {
  assets: `${SO}/assets`,
  overview: `${SO}/assets/overview`,
  qualified: `${SO}/assets/qualified`,
  unqualified: `${SO}/assets/unqualified`,
  areas: `${SO}/areas`,
  topology: `${SO}/grid-topology-upload`,
} as const;

export type OperatorAssetsView = 'all' | 'overview' | 'qualified' | 'unqualified';

/** The operator's page of one of its competitions. */
export const operatorCompetitionPath = (id: number | string): string => `/systemoperator/competitions/${id}`;
