// Trainings (/api/trainings/): trainers and the trainings they post.
export { trainingRoutes } from './trainings.routes.js';
