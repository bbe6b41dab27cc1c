// The whole schema, for drizzle(pool, { schema }) and drizzle-kit.
export * from './account.js';
export * from './common.js';
export * from './employer.js';
export * from './job-seekers.js';
export * from './trainings.js';
export * from './skills.js';
export * from './careers.js';
export * from './info-hub.js';
export * from './insights.js';
export * from './job-alerts.js';
export * from './rate-limits.js';
export * from './backups.js';
export * from './translations.js';
export * from './trade-synonyms.js';
