// The lists every form offers, the home page's figures, contact details, testimonials and notifications
// (/api/common/).
export { commonRoutes } from './lookups.routes.js';
export { ensurePortalStats, refreshPortalStats } from './lookups.service.js';
