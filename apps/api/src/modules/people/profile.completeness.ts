// How complete a job seeker's profile is: one list of weighted checks behind the dashboard's CV progress and the
// resume page's profile strength, so the two figures always agree.
import type { ProfileCompleteness } from '@portal/contract';

/** What the checks look at; counts are the number of rows of each CV section. */
export type CompletenessFacts = {
  hasProfile: boolean;
  hasGender: boolean;
  hasPhone: boolean;
  hasHeadline: boolean;
  hasStatement: boolean;
  hasCv: boolean;
  skills: number;
  experiences: number;
  education: number;
  certifications: number;
  recentWorks: number;
  publications: number;
  referees: number;
};

type Pending = ProfileCompleteness['pending'][number];
type Check = { weight: number; score: (f: CompletenessFacts) => number; pending: (f: CompletenessFacts) => Pending };

/** Skills give full marks from this many on, half marks below it. */
export const SKILLS_FOR_FULL_MARKS = 3;

const all = (done: boolean, weight: number) => (done ? weight : 0);

// Weights sum to 100 (checked by the unit test). Section anchors are those of the resume page.
export const COMPLETENESS_CHECKS: readonly Check[] = [
  {
    weight: 10,
    score: (f) => all(f.hasProfile, 10),
    pending: () => ({ key: 'personal-details', label: 'Add your personal details', section: 'personal-details' }),
  },
  {
    weight: 5,
    score: (f) => all(f.hasGender && f.hasPhone, 5),
    pending: (f) =>
      f.hasPhone
        ? { key: 'gender', label: 'Add your gender', section: 'personal-details' }
        : { key: 'phone', label: 'Add your mobile number', section: 'personal-details' },
  },
  {
    weight: 10,
    score: (f) => all(f.hasHeadline, 10),
    pending: () => ({ key: 'headline', label: 'Add your resume headline', section: 'resume-headline' }),
  },
  {
    weight: 10,
    score: (f) => (f.skills >= SKILLS_FOR_FULL_MARKS ? 10 : f.skills > 0 ? 5 : 0),
    pending: (f) => {
      const missing = SKILLS_FOR_FULL_MARKS - f.skills;
      return {
        key: 'skills',
        label:
          f.skills === 0
            ? `Add at least ${SKILLS_FOR_FULL_MARKS} key skills`
            : `Add ${missing} more key skill${missing === 1 ? '' : 's'}`,
        section: 'key-skills',
      };
    },
  },
  {
    weight: 15,
    score: (f) => all(f.experiences > 0, 15),
    pending: () => ({ key: 'experience', label: 'Add your work experience', section: 'employment' }),
  },
  {
    weight: 15,
    score: (f) => all(f.education > 0, 15),
    pending: () => ({ key: 'education', label: 'Add your education history', section: 'education' }),
  },
  {
    weight: 5,
    score: (f) => all(f.certifications > 0, 5),
    pending: () => ({ key: 'certification', label: 'Add a certification', section: 'certifications' }),
  },
  {
    weight: 5,
    score: (f) => all(f.recentWorks > 0, 5),
    pending: () => ({ key: 'recent-work', label: 'Add a recent work', section: 'recent-works' }),
  },
  {
    weight: 5,
    score: (f) => all(f.publications > 0, 5),
    pending: () => ({ key: 'publication', label: 'Add a publication', section: 'publications' }),
  },
  {
    weight: 5,
    score: (f) => all(f.referees > 0, 5),
    pending: () => ({ key: 'referee', label: 'Add a referee', section: 'referees' }),
  },
  {
    weight: 5,
    score: (f) => all(f.hasStatement, 5),
    pending: () => ({ key: 'profile-summary', label: 'Add your profile summary', section: 'profile-summary' }),
  },
  {
    weight: 10,
    score: (f) => all(f.hasCv, 10),
    pending: () => ({ key: 'cv', label: 'Add your CV', section: 'attach-resume' }),
  },
];

export function completenessLabel(percent: number): ProfileCompleteness['label'] {
  if (percent < 40) return 'Weak';
  if (percent < 70) return 'Average';
  if (percent < 90) return 'Good';
  return 'Excellent';
}

export function profileCompleteness(facts: CompletenessFacts): ProfileCompleteness {
  let percent = 0;
  const pending: Pending[] = [];
  for (const check of COMPLETENESS_CHECKS) {
    const score = check.score(facts);
    percent += score;
    if (score < check.weight) pending.push(check.pending(facts));
  }
  return { percent, label: completenessLabel(percent), pending };
}
