/**
 * The toasts and notices of each signed-in area (the profile builder, invitations, companies, trainers,
 * counsellors): plain tables outside schemas/, so a page that only shows them does not download zod.
 */
import type { EmployerDecision } from './listing-constants.js';

export const SEEKER_MESSAGES = {
  skillPosted: 'Skill added',
  skillUpdated: 'Skill updated successfully!',
  skillDeleted: 'Skill deleted successfully!',
  experiencePosted: 'Experience posted successfully!',
  experienceUpdated: 'Experience updated successfully!',
  educationPosted: 'Education history posted successfully!',
  educationUpdated: 'Education history updated successfully!',
  certificationPosted: 'Certification posted successfully!',
  certificationUpdated: 'Certification updated successfully!',
  publicationAdded: 'Publication added successfully!',
  publicationUpdated: 'Publication updated successfully!',
  refereePosted: 'Referee posted successfully!',
  refereeUpdated: 'Referee updated successfully!',
  statementUpdated: 'Personal Statement updated successfully!',
  experienceDeleted: 'Work experience deleted successfully!',
  educationDeleted: 'Education history deleted successfully!',
  certificationDeleted: 'Certification deleted successfully!',
  publicationDeleted: 'Publication deleted successfully!',
  refereeDeleted: 'Referee deleted successfully!',
  recentWorkDeleted: 'Recent work deleted successfully!',
  cvUpdated: 'CV updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  profileCreated: 'Profile created successfully!',
  recentWorkUpdated: 'Recent Work updated successfully!',
  recentWorkPosted: 'Recent work posted successfully!',
  applicationCancelled: 'Application cancelled successfully!',
  favouriteDeleted: 'Favourite job deleted successfully!',
  basicInfoUpdated: 'Profile updated successfully!',
  headlineUpdated: 'Headline successfully updated!',
  skillUpdateFailed: 'Failed to update skill',
  skillDeleteFailed: 'Failed to delete skill',
  skillPostFailed: 'Failed to post skill',
  experienceFailed: 'Failed to post experience!',
  educationUpdateFailed: 'Failed to update education history',
  educationPostFailed: 'Failed to post education history',
  certificationUpdateFailed: 'Failed to update certification',
  certificationPostFailed: 'Failed to post certification',
  publicationUpdateFailed: 'Failed to update publication',
  publicationAddFailed: 'Failed to add publication',
  refereeUpdateFailed: 'Failed to update referee',
  refereePostFailed: 'Failed to post referee',
  statementFailed: 'Failed to update Personal Statement',
  experienceDeleteFailed: 'Failed to delete work experience',
  educationDeleteFailed: 'Failed to delete education history',
  certificationDeleteFailed: 'Failed to delete certification',
  publicationDeleteFailed: 'Failed to delete publication',
  refereeDeleteFailed: 'Failed to delete referee',
  recentWorkDeleteFailed: 'Failed to delete recent work',
  cvFailed: 'Failed to update CV',
  profileCreateFailed: 'Failed to create profile, please try again',
  recentWorkUpdateFailed: 'Failed to update Recent Work!',
  recentWorkPostFailed: 'Failed to post recent work!',
  basicInfoFailed: 'An Error Occurred while Updating your profile',
} as const;

/** Invitations a company may send for one job in one day (Kampala time). */
export const JOB_INVITATIONS_PER_DAY = 20;

export const INVITATION_MESSAGES = {
  jobSeekerRequired: 'Choose a job seeker to invite.',
  sent: 'Invitation sent.',
  notSuggestable: 'This job seeker cannot be invited: they have not let employers find them, or they already applied.',
  alreadyInvited: 'You have already invited this job seeker to this job.',
  closed: 'This job is closed. Extend its deadline to invite people to apply.',
  dailyLimit: `You can send at most ${JOB_INVITATIONS_PER_DAY} invitations a day for one job. Try again tomorrow.`,
  discoverableLabel: 'Let employers find me',
  discoverableHelp:
    'Companies whose jobs fit your profile may see it, with your CV, and invite you to apply. Nobody else sees it.',
  discoverableOn: 'Employers whose jobs fit you can now find you.',
  discoverableOff: 'Employers can no longer find you (those you applied to still see your application).',
  discoverableFailed: 'The setting was not changed',
} as const;

export const EMPLOYER_MESSAGES = {
  jobCreated: 'Job posted',
  jobCreateFailed: 'The job was not posted',
  jobUpdated: 'Job updated',
  jobUpdateFailed: 'The job was not updated',
  jobDeleted: 'Job deleted',
  jobDeleteFailed: 'The job was not deleted',
  companyRegistered: 'Your company account is ready',
  companyRegisterFailed: 'Your company account was not created',
  companyUpdated: 'Company profile updated',
  companyUpdateFailed: 'The company profile was not updated',
  alreadyCompany: 'You already have a Company account. No need to create another.',
  statusChanged: 'Application status updated.',
} as const;

export const TRAINER_MESSAGES = {
  trainingPosted: 'Training posted successfully!',
  trainingUpdated: 'Training updated successfully!',
  trainingFailed: 'An Error Occurred while submitting your Training',
  trainingDeleted: 'Training deleted successfully!',
  deleteTitle: 'Delete Training!',
  deleteMessage: 'Are you sure you want to remove this Training?',
  registered: 'Registered as a Trainer successfully!',
  registerFailed: 'An Error Occurred while submitting your application',
  profileUpdated: 'Updated Trainer Profile successfully!',
  profileUpdateFailed: 'Failed to update Trainer Profile',
  alreadyTrainer: 'You already have a Trainer account. No need to create another.',
  noSuchCategory: 'Choose skill categories from the list.',
  notTrainer: 'Create a trainer account before you post trainings.',
} as const;

export const CAREERS_MESSAGES = {
  registered: 'Registered as Career Counsellor successfully!',
  registerFailed: 'An Error Occurred while submitting your application',
  alreadyCounsellor: 'You already have a Career Counsellor account. No need to create another.',
  profileAdded: 'Added Counsellor successfully!',
  profileAddFailed: 'Failed to add Counsellor',
  profileUpdated: "Counsellor's Profile updated successfully!",
  profileUpdateFailed: "Failed to update Counsellor's Profile",
  centerAdded: 'Counselling centre added',
  centerUpdated: 'Counselling centre updated',
  centerAddFailed: 'The counselling centre was not added',
  centerUpdateFailed: 'The counselling centre was not updated',
  alreadyHasCenter: 'You already have a counselling centre. Update it instead.',
  resourcePosted: 'Career Resource submitted successfully!',
  resourceUpdated: 'Career Resource updated successfully!',
  resourceFailed: 'An Error Occurred while submitting your Resource',
  resourceDeleted: 'Career Resource deleted successfully!',
  resourceDeleteTitle: 'Delete Career Resource!',
  resourceDeleteMessage: 'Are you sure you want to remove this Career Resource?',
  eventPosted: 'Career Event posted successfully!',
  eventUpdated: 'Career Event updated successfully!',
  eventFailed: 'An Error Occurred while submitting your Career Event',
  eventDeleted: 'Career Event deleted successfully!',
  eventDeleteTitle: 'Delete Career Event!',
  eventDeleteMessage: 'Are you sure you want to remove this Career Event?',
  noSuchService: 'Choose services from the list.',
  noSuchCenter: 'Choose a counselling centre from the list.',
  notCounsellor: 'Create a career counsellor account first.',
} as const;

/**
 * What the applicant is told of a decision, in-app and by mail: the API sends it, and the company's confirmation
 * shows it word for word before anything is sent.
 */
export const DECISION_MESSAGES: Record<EmployerDecision, (company: string, title: string) => string> = {
  Accepted: (company, title) =>
    `Good news: ${company} accepted your application for ${title}. They will contact you about the next steps.`,
  Declined: (company, title) =>
    `${company} declined your application for ${title}. Thank you for applying, and keep looking: new jobs are posted every day.`,
  'Under Review': (company, title) => `${company} is reviewing your application for ${title} again.`,
};
