export { bus, toast, navigate, DEFAULT_REGION } from './bus';
export type { Bus, Toast, ModalRequest, Region, NavigateRequest, Session, FlagSet } from './bus';
export { orgTypeOf } from './claims';
export type { Claims, Role, OrgType } from './claims';
export { REMOTES, REMOTE_AREAS, remoteForPath, paths } from './routes';
export type { RemoteName } from './routes';
export { loadCatalog, i18n } from './i18n';
