// The Ministry's area (/api/ministry/, reports and partners): insights, moderation, verification, the audit log,
// and the policies and frameworks it publishes (/api/info_hub/).
export { infoHubRoutes } from './info-hub.routes.js';
export { ensureInsightsSummary, INSIGHTS_REFRESH_MINUTES, refreshInsightsSummary } from './insights-summary.js';
export { ministryRoutes } from './ministry.routes.js';
export { flagFeePhrases } from './moderation.service.js';
export { assertMinistry, recordAudit } from './ministry.access.js';
