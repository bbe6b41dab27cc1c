/** The builder's sections in page order, with their anchors (the dashboard links to them, e.g. #attach-resume). */
export const RESUME_SECTIONS = [
  { id: 'personal-details', label: 'Personal Details' },
  { id: 'resume-headline', label: 'Resume Headline' },
  { id: 'key-skills', label: 'Key Skills' },
  { id: 'employment', label: 'Employment' },
  { id: 'education', label: 'Education' },
  { id: 'certifications', label: 'Certifications' },
  { id: 'recent-works', label: 'Recent Works' },
  { id: 'publications', label: 'Publications' },
  { id: 'referees', label: 'Referees' },
  { id: 'profile-summary', label: 'Profile Summary' },
  { id: 'attach-resume', label: 'Attach Resume' },
] as const;
