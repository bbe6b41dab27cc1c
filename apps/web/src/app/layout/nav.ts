/** Header menu (spec 000 §2.2). */
export interface NavItem {
  label: string;
  to: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export const ELEARNING_URL = 'https://elearning.tvet.go.ug';

export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Jobs', to: '/jobs' },
  { label: 'Trainings', to: '/trainings' },
  { label: 'Competitions', to: '/skills-competitions' },
  { label: 'Career Events', to: '/events' },
  { label: 'Counselling Centres', to: '/counselling-centers' },
  { label: 'Information Hub', to: '/information-hub' },
  { label: 'E-Learning', to: ELEARNING_URL, external: true },
];
