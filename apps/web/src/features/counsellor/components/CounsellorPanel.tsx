import { PanelLink } from '@/lib/ui/PanelFigures';

/** The dashboard's Career Counsellor panel (spec 001 §Dashboard). */
export function CounsellorPanel() {
  return <PanelLink text="Run your counselling centre and share career resources and events." to="/counselling-center" label="Open the counselling centre" />;
}
