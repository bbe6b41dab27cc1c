// The trainer area as one lazy module: one import in the route table instead of one per page keeps the entry chunk
// (the home page's JavaScript budget) lighter. The training form, which needs the rich text editor, stays its own
// chunk.
export { RequireTrainer } from '../components/RequireTrainer';
export { BecomeTrainerPage } from './BecomeTrainerPage';
export { TrainerDashboardPage } from './TrainerDashboardPage';
export { ManageTrainingsPage } from './ManageTrainingsPage';
export { TrainerProfilePage } from './TrainerProfilePage';
