import { describe, expect, it } from 'vitest';
import { profileCompletenessSchema } from '@portal/contract';
import {
  COMPLETENESS_CHECKS,
  completenessLabel,
  profileCompleteness,
  type CompletenessFacts,
} from './profile.completeness.js';

const EMPTY: CompletenessFacts = {
  hasProfile: false,
  hasGender: false,
  hasPhone: false,
  hasHeadline: false,
  hasStatement: false,
  hasCv: false,
  skills: 0,
  experiences: 0,
  education: 0,
  certifications: 0,
  recentWorks: 0,
  publications: 0,
  referees: 0,
};
const FULL: CompletenessFacts = {
  hasProfile: true,
  hasGender: true,
  hasPhone: true,
  hasHeadline: true,
  hasStatement: true,
  hasCv: true,
  skills: 3,
  experiences: 1,
  education: 1,
  certifications: 1,
  recentWorks: 1,
  publications: 1,
  referees: 1,
};

describe('profileCompleteness', () => {
  it('has weights that sum to exactly 100', () => {
    expect(COMPLETENESS_CHECKS.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
    expect(profileCompleteness(FULL).percent).toBe(100);
  });

  it('scores an empty account 0 (Weak) with every action pending, each with its section anchor', () => {
    const result = profileCompleteness(EMPTY);
    expect(profileCompletenessSchema.parse(result)).toEqual(result);
    expect(result.percent).toBe(0);
    expect(result.label).toBe('Weak');
    expect(result.pending.map((p) => [p.key, p.section])).toEqual([
      ['personal-details', 'personal-details'],
      ['phone', 'personal-details'],
      ['headline', 'resume-headline'],
      ['skills', 'key-skills'],
      ['experience', 'employment'],
      ['education', 'education'],
      ['certification', 'certifications'],
      ['recent-work', 'recent-works'],
      ['publication', 'publications'],
      ['referee', 'referees'],
      ['profile-summary', 'profile-summary'],
      ['cv', 'attach-resume'],
    ]);
    expect(result.pending).toContainEqual({ key: 'cv', label: 'Add your CV', section: 'attach-resume' });
    expect(result.pending).toContainEqual({
      key: 'phone',
      label: 'Add your mobile number',
      section: 'personal-details',
    });
  });

  it('scores a full profile 100 (Excellent) with nothing pending', () => {
    expect(profileCompleteness(FULL)).toEqual({ percent: 100, label: 'Excellent', pending: [] });
  });

  it('gives each part its weight', () => {
    const only = (facts: Partial<CompletenessFacts>) => profileCompleteness({ ...EMPTY, ...facts }).percent;
    expect(only({ hasProfile: true })).toBe(10);
    expect(only({ hasGender: true })).toBe(0);
    expect(only({ hasGender: true, hasPhone: true })).toBe(5);
    expect(only({ hasHeadline: true })).toBe(10);
    expect(only({ skills: 1 })).toBe(5);
    expect(only({ skills: 2 })).toBe(5);
    expect(only({ skills: 3 })).toBe(10);
    expect(only({ skills: 12 })).toBe(10);
    expect(only({ experiences: 2 })).toBe(15);
    expect(only({ education: 1 })).toBe(15);
    expect(only({ certifications: 1 })).toBe(5);
    expect(only({ recentWorks: 1 })).toBe(5);
    expect(only({ publications: 1 })).toBe(5);
    expect(only({ referees: 1 })).toBe(5);
    expect(only({ hasStatement: true })).toBe(5);
    expect(only({ hasCv: true })).toBe(10);
  });

  it('asks for the missing part of the basic information and the missing skills', () => {
    const gender = profileCompleteness({ ...FULL, hasGender: false });
    expect(gender.pending).toEqual([{ key: 'gender', label: 'Add your gender', section: 'personal-details' }]);
    expect(gender.percent).toBe(95);
    expect(profileCompleteness({ ...FULL, skills: 2 }).pending).toEqual([
      { key: 'skills', label: 'Add 1 more key skill', section: 'key-skills' },
    ]);
    expect(profileCompleteness({ ...FULL, skills: 1 }).pending).toEqual([
      { key: 'skills', label: 'Add 2 more key skills', section: 'key-skills' },
    ]);
    expect(profileCompleteness({ ...FULL, skills: 0 }).pending).toEqual([
      { key: 'skills', label: 'Add at least 3 key skills', section: 'key-skills' },
    ]);
  });

  it('labels by thresholds 40, 70 and 90', () => {
    expect([0, 39, 40, 69, 70, 89, 90, 100].map(completenessLabel)).toEqual([
      'Weak',
      'Weak',
      'Average',
      'Average',
      'Good',
      'Good',
      'Excellent',
      'Excellent',
    ]);
  });
});
