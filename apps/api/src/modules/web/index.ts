// The web app's pages, rendered on the server for visitors, and its static files.
export { webRoutes } from './web.routes.js';
export { visitorReads } from './visitor-reads.js';
