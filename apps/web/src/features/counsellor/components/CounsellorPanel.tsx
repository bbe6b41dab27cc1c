import { PanelLink } from '@/lib/ui/PanelFigures';
import { t } from '@/lib/i18n';

/** The dashboard's Career Counsellor panel (spec 001 §Dashboard). */
export function CounsellorPanel() {
  return (
    <PanelLink
      text={t('counsellor.runYourCounsellingCentre')}
      to="/counselling-center"
      label={t('counsellor.openTheCounsellingCentre')}
    />
  );
}
