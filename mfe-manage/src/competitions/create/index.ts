export { CompetitionCreatePage } from './CompetitionCreatePage';
export { competitionFormApi } from './api';
export type { CompetitionFormApi } from './api';
