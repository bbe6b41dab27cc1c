import { PanelLink } from '@/lib/ui/PanelFigures';
import { t } from '@/lib/i18n';

/** The dashboard's Ministry panel. */
export function MinistryPanel() {
  return (
    <PanelLink text={t('ministry.followHowSkillsMeet')} to="/ministry" label={t('ministry.openTheLabourMarket')} />
  );
}
