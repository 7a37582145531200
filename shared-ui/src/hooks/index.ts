export { useBusValue, useSession, useFlags } from './useBusValue';
