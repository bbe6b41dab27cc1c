// What crawlers read: robots.txt and the sitemap.
export { siteRoutes } from './site.routes.js';
