/** The sidebar's links (spec 002 §Sidebar): every signed-in user's, then one section per account type held. */
import { Badge, VisuallyHidden } from '@mantine/core';
import type { ComponentType } from 'react';
import type { GroupName } from '@portal/contract';
import { useSeekerDashboard } from '@/lib/queries/seekerDashboard';
import classes from './Sidebar.module.css';

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
      <VisuallyHidden> unseen</VisuallyHidden>
    </Badge>
  );
}

/** Every signed-in user: spec 002 §Sidebar. */
export const COMMON_LINKS: SidebarLink[] = [
  { label: 'My Profile', to: '/profile' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Create another account type', to: '/account-type-picker' },
  { label: 'Privacy and my data', to: '/privacy-and-data' },
];

/** One section per group held, in GROUPS order. Each role's issue adds its group's line here. */
export const GROUP_SECTIONS: Partial<Record<GroupName, SidebarSection>> = {
  JobSeeker: {
    title: 'Job Seeker',
    links: [
      { label: 'My Resume', to: '/jobs-my-resume' },
      { label: 'Applied Jobs', to: '/jobs-applied-job' },
      { label: 'Saved Jobs', to: '/favorite-jobs' },
      { label: 'My competitions', to: '/my-competitions' },
      { label: 'Notifications', to: '/jobs-alerts', Badge: UnseenNotificationsBadge },
      { label: 'Job alerts', to: '/saved-searches' },
      { label: 'Change Password', to: '/jobs-change-password' },
    ],
  },
  Company: {
    title: 'Company',
    links: [
      { label: 'Post a Job', to: '/company-post-job' },
      { label: 'Manage Jobs', to: '/company-manage-job' },
      { label: 'Applicants', to: '/company-manage-job-applications' },
      { label: 'Company Profile', to: '/company-profile' },
      { label: 'Company Dashboard', to: '/company-dashboard' },
      { label: 'Resumes', to: '/company-resume' },
    ],
  },
  Trainer: {
    title: 'Trainer',
    links: [
      { label: 'Post a Training', to: '/trainer-post-training' },
      { label: 'Manage Trainings', to: '/trainer-manage-training' },
      { label: 'Trainer Dashboard', to: '/trainer-dashboard' },
      { label: 'Trainer Profile', to: '/trainer-profile' },
    ],
  },
  Ministry: {
    title: 'Ministry',
    links: [
      { label: 'Insights', to: '/ministry' },
      { label: 'Reports', to: '/ministry/reports' },
      { label: 'Verified employers', to: '/ministry/companies' },
      { label: 'Site content', to: '/ministry/content' },
      { label: 'Documents', to: '/ministry/documents' },
      { label: 'Audit log', to: '/ministry/audit-log' },
    ],
  },
  SkillProvider: {
    title: 'Skills Provider',
    links: [
      { label: 'Post a Competition', to: '/post-skill' },
      { label: 'Manage Competitions', to: '/manage-competitions' },
      { label: 'Skills Applications', to: '/skills-applications' },
      { label: 'Provider Profile', to: '/skill-provider-profile' },
    ],
  },
  CarrierCouncillor: {
    title: 'Career Counsellor',
    links: [
      { label: 'Counselling Centre', to: '/counselling-center' },
      { label: 'Career Resources', to: '/career-resources' },
      { label: 'Career Events', to: '/career-events' },
      { label: 'Post a Career Event', to: '/post-career-event' },
      { label: 'Counsellor Profile', to: '/counsellor-profile' },
    ],
  },
};
