/** The flex provider's asset qualification screens (loaded lazily by App.tsx). */
export { QualificationPage as default, QualificationPage } from './QualificationPage';
export { QUALIFICATION_PATHS, type QualificationScreenName } from './paths';
