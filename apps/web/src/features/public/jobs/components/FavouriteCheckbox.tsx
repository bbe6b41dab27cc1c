import { Checkbox } from '@/lib/ui/plain';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import type { Favourites } from '../api/favourites';
import { t } from '@/lib/i18n';

/** The favourite checkbox of a job (spec 000 §2.4): named after the job for screen readers. */
export function FavouriteCheckbox({
  job,
  title,
  favourites,
  fallback = false,
  favouriteId,
}: {
  job: number;
  title: string;
  favourites: Favourites;
  /** Saved state to show until the user's record has loaded (the detail page knows it). */
  fallback?: boolean;
  favouriteId?: number | null;
}) {
  return (
    <Checkbox
      label={t('favourite.save')}
      aria-label={t('favourite.saveTitle', { title })}
      checked={favourites.isSaved(job, fallback)}
      aria-busy={favourites.isBusy(job) || undefined}
      // Not disabled while saving: a disabled box would drop the keyboard focus.
      onChange={(e) => {
        if (!favourites.isBusy(job)) void favourites.toggle(job, e.currentTarget.checked, favouriteId);
      }}
    />
  );
}
