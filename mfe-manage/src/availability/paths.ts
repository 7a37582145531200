/** The provider's availability screens (workflows §2): the records, change (`?asset=ID` for a new record of an asset, `?record=ID` to change one) and confirm. */
export const AVAILABILITY_PATHS = {
  list: '/manage/flexprovider/availability',
  change: '/manage/flexprovider/availability/change',
  confirm: '/manage/flexprovider/availability/confirm',
} as const;

export const changePathFor = (which: { asset?: number | string; record?: number | string } = {}): string => {
  if (which.record !== undefined) return `${AVAILABILITY_PATHS.change}?record=${encodeURIComponent(String(which.record))}`;
  if (which.asset !== undefined) return `${AVAILABILITY_PATHS.change}?asset=${encodeURIComponent(String(which.asset))}`;
  return AVAILABILITY_PATHS.change;
};
