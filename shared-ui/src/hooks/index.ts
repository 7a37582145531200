export { useBusValue, useSession, useFlags } from './useBusValue';
export { useLoad, type Load, type LoadOptions, type Loading } from './useLoad';
export { useReloadOn } from './useReloadOn';
