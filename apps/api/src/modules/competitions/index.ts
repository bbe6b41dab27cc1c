// Skills competitions (/api/skills/): skills providers, their competitions, and the applications to them.
export { skillsRoutes } from './skills.routes.js';
