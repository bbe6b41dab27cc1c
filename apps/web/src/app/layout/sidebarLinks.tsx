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

/** Every signed-in user: spec 002 §Sidebar. */
export const COMMON_LINKS: SidebarLink[] = [
  { label: 'sidebar.myProfile', to: '/profile' },
  { label: 'sidebar.dashboard', to: '/dashboard' },
  { label: 'sidebar.createAnotherAccountType', to: '/account-type-picker' },
  { label: 'sidebar.privacyAndMyData', to: '/privacy-and-data' },
];

/** One section per group held, in GROUPS order. Each role's issue adds its group's line here. */
export const GROUP_SECTIONS: Partial<Record<GroupName, SidebarSection>> = {
  JobSeeker: {
    title: 'sidebar.group.jobSeeker',
    links: [
      { label: 'sidebar.myResume', to: '/jobs-my-resume' },
      { label: 'sidebar.appliedJobs', to: '/jobs-applied-job' },
      { label: 'sidebar.savedJobs', to: '/favorite-jobs' },
      { label: 'sidebar.myCompetitions', to: '/my-competitions' },
      { label: 'sidebar.notifications', to: '/jobs-alerts', Badge: UnseenNotificationsBadge },
      { label: 'sidebar.jobAlerts', to: '/saved-searches' },
      { label: 'sidebar.changePassword', to: '/jobs-change-password' },
    ],
  },
  Company: {
    title: 'sidebar.group.company',
    links: [
      { label: 'sidebar.postAJob', to: '/company-post-job' },
      { label: 'sidebar.manageJobs', to: '/company-manage-job' },
      { label: 'sidebar.applicants', to: '/company-manage-job-applications' },
      { label: 'sidebar.companyProfile', to: '/company-profile' },
      { label: 'sidebar.companyDashboard', to: '/company-dashboard' },
      { label: 'sidebar.resumes', to: '/company-resume' },
    ],
  },
  Trainer: {
    title: 'sidebar.group.trainer',
    links: [
      { label: 'sidebar.postATraining', to: '/trainer-post-training' },
      { label: 'sidebar.manageTrainings', to: '/trainer-manage-training' },
      { label: 'sidebar.trainerDashboard', to: '/trainer-dashboard' },
      { label: 'sidebar.trainerProfile', to: '/trainer-profile' },
    ],
  },
  Ministry: {
    title: 'sidebar.group.ministry',
    links: [
      { label: 'sidebar.insights', to: '/ministry' },
      { label: 'sidebar.reports', to: '/ministry/reports' },
      { label: 'sidebar.verifiedEmployers', to: '/ministry/companies' },
      { label: 'sidebar.siteContent', to: '/ministry/content' },
      { label: 'sidebar.documents', to: '/ministry/documents' },
      { label: 'sidebar.auditLog', to: '/ministry/audit-log' },
    ],
  },
  SkillProvider: {
    title: 'sidebar.group.skillsProvider',
    links: [
      { label: 'sidebar.postACompetition', to: '/post-skill' },
      { label: 'sidebar.manageCompetitions', to: '/manage-competitions' },
      { label: 'sidebar.skillsApplications', to: '/skills-applications' },
      { label: 'sidebar.providerProfile', to: '/skill-provider-profile' },
    ],
  },
  CarrierCouncillor: {
    title: 'sidebar.group.careerCounsellor',
    links: [
      { label: 'sidebar.counsellingCentre', to: '/counselling-center' },
      { label: 'sidebar.careerResources', to: '/career-resources' },
      { label: 'sidebar.careerEvents', to: '/career-events' },
      { label: 'sidebar.postACareerEvent', to: '/post-career-event' },
      { label: 'sidebar.counsellorProfile', to: '/counsellor-profile' },
    ],
  },
};
