/** Header menu (spec 000 §2.2). */
export interface NavItem {
  /** The label's message id (src/locales). */
  label: string;
  to: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export const ELEARNING_URL = 'https://elearning.tvet.go.ug';

export const MAIN_NAV: NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.jobs', to: '/jobs' },
  { label: 'nav.trainings', to: '/trainings' },
  { label: 'nav.competitions', to: '/skills-competitions' },
  { label: 'nav.events', to: '/events' },
  { label: 'nav.centres', to: '/counselling-centers' },
  { label: 'nav.informationHub', to: '/information-hub' },
  { label: 'nav.elearning', to: ELEARNING_URL, external: true },
];
