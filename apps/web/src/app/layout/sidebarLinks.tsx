/** The sidebar's links (spec 002 §Sidebar): every signed-in user's, then one section per account type held. */
import { VisuallyHidden, Badge } from '@/lib/ui/plain';
import type { ComponentType } from 'react';
import type { GroupName } from '@portal/contract';
import { useSeekerDashboard } from '@/lib/queries/seekerDashboard';
import classes from './Sidebar.module.css';
import { t } from '@/lib/i18n';

export interface SidebarLink {
  label: string;
  to: string;
  /** Rendered after the label inside the link (e.g. an unseen count); it reads its own data. */
  Badge?: ComponentType;
}

export interface SidebarSection {
  title: string;
  links: SidebarLink[];
}

/** The unseen notifications count (the dashboard's figure, refreshed whenever a notification is read). */
function UnseenNotificationsBadge() {
  const { data } = useSeekerDashboard();
  const count = data?.unseen_notifications ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="brand.7" radius="xl" className={classes.badge} data-testid="unseen-badge">
      {count}
      <VisuallyHidden> {t('sidebar.unseen')}</VisuallyHidden>
    </Badge>
  );
}

/** The tables below write a link as a row: its label's message id, its path and, for some, its badge. */
type LinkRow = readonly [label: string, to: string, Badge?: ComponentType];

const links = (rows: LinkRow[]): SidebarLink[] => rows.map(([label, to, Badge]) => ({ label, to, Badge }));
const section = (title: string, rows: LinkRow[]): SidebarSection => ({ title, links: links(rows) });

/** Every signed-in user: spec 002 §Sidebar. */
export const COMMON_LINKS: SidebarLink[] = links([
  ['sidebar.myProfile', '/profile'],
  ['sidebar.dashboard', '/dashboard'],
  ['sidebar.createAnotherAccountType', '/account-type-picker'],
  ['sidebar.signInDetails', '/sign-in-details'],
  ['sidebar.privacyAndMyData', '/privacy-and-data'],
]);

/** One section per group held, in GROUPS order. Each role's issue adds its group's line here. */
export const GROUP_SECTIONS: Partial<Record<GroupName, SidebarSection>> = {
  JobSeeker: section('sidebar.group.jobSeeker', [
    ['sidebar.myResume', '/jobs-my-resume'],
    ['sidebar.appliedJobs', '/jobs-applied-job'],
    ['sidebar.savedJobs', '/favorite-jobs'],
    ['sidebar.myCompetitions', '/my-competitions'],
    ['sidebar.notifications', '/jobs-alerts', UnseenNotificationsBadge],
    ['sidebar.jobAlerts', '/saved-searches'],
    ['sidebar.changePassword', '/jobs-change-password'],
  ]),
  Company: section('sidebar.group.company', [
    ['sidebar.postAJob', '/company-post-job'],
    ['sidebar.manageJobs', '/company-manage-job'],
    ['sidebar.applicants', '/company-manage-job-applications'],
    ['sidebar.companyProfile', '/company-profile'],
    ['sidebar.companyDashboard', '/company-dashboard'],
    ['sidebar.resumes', '/company-resume'],
  ]),
  Trainer: section('sidebar.group.trainer', [
    ['sidebar.postATraining', '/trainer-post-training'],
    ['sidebar.manageTrainings', '/trainer-manage-training'],
    ['sidebar.trainerDashboard', '/trainer-dashboard'],
    ['sidebar.trainerProfile', '/trainer-profile'],
  ]),
  Ministry: section('sidebar.group.ministry', [
    ['sidebar.insights', '/ministry'],
    ['sidebar.reports', '/ministry/reports'],
    ['sidebar.verifiedEmployers', '/ministry/companies'],
    ['sidebar.siteContent', '/ministry/content'],
    ['sidebar.documents', '/ministry/documents'],
    ['sidebar.translations', '/ministry/translations'],
    ['sidebar.tradeSynonyms', '/ministry/trade-synonyms'],
    ['sidebar.ussdSimulator', '/ministry/ussd-simulator'],
    ['sidebar.auditLog', '/ministry/audit-log'],
  ]),
  SkillProvider: section('sidebar.group.skillsProvider', [
    ['sidebar.postACompetition', '/post-skill'],
    ['sidebar.manageCompetitions', '/manage-competitions'],
    ['sidebar.skillsApplications', '/skills-applications'],
    ['sidebar.providerProfile', '/skill-provider-profile'],
  ]),
  CarrierCouncillor: section('sidebar.group.careerCounsellor', [
    ['sidebar.counsellingCentre', '/counselling-center'],
    ['sidebar.careerResources', '/career-resources'],
    ['sidebar.careerEvents', '/career-events'],
    ['sidebar.postACareerEvent', '/post-career-event'],
    ['sidebar.counsellorProfile', '/counsellor-profile'],
  ]),
};
