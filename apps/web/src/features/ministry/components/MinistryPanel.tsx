import { PanelLink } from '@/lib/ui/PanelFigures';

/** The dashboard's Ministry panel. */
export function MinistryPanel() {
  return <PanelLink text="Follow how skills meet jobs, verify employers and handle reports of jobs." to="/ministry" label="Open the labour-market insights" />;
}
