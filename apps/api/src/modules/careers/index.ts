// Career guidance (/api/careers/): counsellors, their counselling centres, career resources and events.
export { careerRoutes } from './careers.routes.js';
