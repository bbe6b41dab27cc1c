// The Ministry's area as one lazy chunk (its charts library loads with it, never on a public page).
export { InsightsPage } from './InsightsPage';
export { InsightsReportPage } from './InsightsReportPage';
export { CompaniesPage } from './CompaniesPage';
export { ReportsPage } from './ReportsPage';
export { AuditLogPage } from './AuditLogPage';
export { SiteContentPage } from './SiteContentPage';
export { DocumentsPage } from './DocumentsPage';
export { RequireMinistry } from '../components/RequireMinistry';
