import { requireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the trainer pages. */
export const RequireTrainer = requireGroup({ group: 'Trainer', label: 'Trainer', createTo: '/become-trainer', text: 'This page is for trainers. Create a Trainer account to post trainings and reach learners across the country.' });
