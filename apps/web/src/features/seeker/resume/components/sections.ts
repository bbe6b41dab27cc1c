import { english } from '@/lib/i18n';

/** The builder's sections in page order, with their anchors (the dashboard links to them, e.g. #attach-resume). */
export const RESUME_SECTIONS = [
  { id: 'personal-details', label: english('Personal Details') },
  { id: 'resume-headline', label: english('Resume Headline') },
  { id: 'key-skills', label: english('Key Skills') },
  { id: 'employment', label: english('Employment') },
  { id: 'education', label: english('Education') },
  { id: 'certifications', label: english('Certifications') },
  { id: 'recent-works', label: english('Recent Works') },
  { id: 'publications', label: english('Publications') },
  { id: 'referees', label: english('Referees') },
  { id: 'profile-summary', label: english('Profile Summary') },
  { id: 'attach-resume', label: english('Attach Resume') },
] as const;
