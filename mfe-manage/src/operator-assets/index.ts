/** The system operator's asset and network screens (loaded lazily by App.tsx). */
export { OperatorAssetsPage as default, OperatorAssetsPage, type OperatorAssetsScreenName } from './OperatorAssetsPage';
export { OPERATOR_ASSETS_PATHS } from './paths';
