import { requireGroup } from '@/lib/ui/RequireGroup';
import { english } from '@/lib/i18n';

/** Layout of the trainer pages. */
export const RequireTrainer = requireGroup({
  group: 'Trainer',
  label: english('Trainer'),
  createTo: '/become-trainer',
  text: english(
    'This page is for trainers. Create a Trainer account to post trainings and reach learners across the country.',
  ),
});
