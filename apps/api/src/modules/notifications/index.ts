// A user's notifications (/api/common/notifications/): what happened to their applications, jobs and account.
export { notificationRoutes } from './notifications.routes.js';
