export { Notification } from './Notification';
export type { NotificationProps, NotificationKind } from './Notification';
