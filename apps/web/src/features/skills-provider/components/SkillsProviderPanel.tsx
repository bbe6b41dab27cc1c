import { PanelLink } from '@/lib/ui/PanelFigures';

/** The dashboard's Skills Provider panel (spec 001 §Dashboard): the competitions area holds the figures. */
export function SkillsProviderPanel() {
  return <PanelLink text="Run skills competitions and review the applications to them." to="/manage-competitions" label="Manage competitions" />;
}
