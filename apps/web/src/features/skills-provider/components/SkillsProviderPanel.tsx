import { PanelLink } from '@/lib/ui/PanelFigures';
import { t } from '@/lib/i18n';

/** The dashboard's Skills Provider panel (spec 001 §Dashboard): the competitions area holds the figures. */
export function SkillsProviderPanel() {
  return (
    <PanelLink
      text={t('account.runSkillsCompetitionsAnd')}
      to="/manage-competitions"
      label={t('provider.manageCompetitions')}
    />
  );
}
