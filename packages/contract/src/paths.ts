/**
 * API paths exactly as the existing clients call them (spec 000 §7): byte for byte, trailing slashes, spellings
 * (`info_hub/Policies/`, `skillscompetition/`) and all, since the server's routes answer these strings and no others.
 * The web calls the API only through these (lint forbids a literal `/api/…` in apps/web/src); query strings are
 * added by the caller's `query` option.
 */

/** What every API path starts with: the service worker tells API answers from pages by it. */
export const API_PREFIX = '/api/';

type Id = number | string;

/** The job seeker's profile sections, each one list under its own path (spec 001 §7). */
export type SeekerSectionName =
  'skills' | 'experience' | 'education' | 'certifications' | 'publications' | 'referees' | 'recent-works';

/**
 * What the Ministry manages under /api/ministry/<kind>/: the home page's content, the information hub's documents and
 * the search's trade synonyms.
 */
export type MinistryContentKind = 'partners' | 'testimonials' | 'policies' | 'employer-frameworks' | 'trade-synonyms';

export const API = {
  // ---------- account ----------
  login: '/api/account/login',
  logout: '/api/account/logout',
  tokenRefresh: '/api/account/token/refresh/',
  register: '/api/account/register/',
  registerItem: (userId: Id) => `/api/account/register/${userId}/`,
  user: (id: Id) => `/api/account/users/${id}/`,
  profile: (id: Id) => `/api/account/profile/${id}/`,
  verifyEmail: '/api/account/verify-email/',
  resendVerification: '/api/account/resend-verification/',
  changePassword: '/api/account/change-password/',
  myData: '/api/account/export/',
  deleteAccount: '/api/account/delete/',
  forgotPassword: '/api/account/password-reset/',
  resetPassword: '/api/account/password-reset/confirm/',
  accountLanguage: '/api/account/language/',
  // Accounts by phone number (issue 33).
  registerPhone: '/api/account/register-phone/',
  verifyPhone: '/api/account/verify-phone/',
  resendPhoneCode: '/api/account/resend-phone-code/',
  forgotPasswordByPhone: '/api/account/password-reset-phone/',
  resetPasswordByPhone: '/api/account/password-reset-phone/confirm/',
  addPhone: '/api/account/phone/',
  verifyAddedPhone: '/api/account/phone/verify/',
  smsSettings: '/api/account/sms-settings/',
  addEmail: '/api/account/email/',

  // ---------- common: lookups, the home page's content, notifications ----------
  jobCategories: '/api/common/job-categories/',
  districts: '/api/common/districts/',
  cities: '/api/common/cities/',
  functionalAreas: '/api/common/functional-areas/',
  maritalStatus: '/api/common/marital-status/',
  contractTypes: '/api/common/contract-types/',
  /** A visitor's report of a job (the Ministry's queue reads them at ministryReports). */
  jobReports: '/api/common/reports/',
  partners: '/api/common/partners/',
  testimonials: '/api/common/testimonials/',
  contact: '/api/common/contact/',
  stats: '/api/common/stats/',
  notifications: '/api/common/notifications/',
  notification: (id: Id) => `/api/common/notifications/${id}/`,
  unreadNotificationCount: '/api/common/notifications/unread-count/',
  markAllNotificationsRead: '/api/common/notifications/mark-all-read/',

  // ---------- site ----------
  /** Answers while the server is up; the app asks it to learn when the connection is back. */
  health: '/api/health',

  // ---------- employer: companies, their jobs and applicants ----------
  employerCategories: '/api/employer/categories/',
  companies: '/api/employer/companies/',
  company: (id: Id) => `/api/employer/companies/${id}/`,
  /** The public job search (and a job's detail), as every caller sees it. */
  jobs: '/api/employer/jobs/',
  job: (id: Id) => `/api/employer/jobs/${id}/`,
  suggestedCandidates: (job: Id) => `/api/employer/jobs/${job}/suggested-candidates/`,
  jobInvitations: (job: Id) => `/api/employer/jobs/${job}/invitations/`,
  jobGroups: '/api/employer/job-groups/',
  companyDirectory: '/api/employer/company-directory/',
  /** The employer's own jobs. */
  companyJobs: '/api/employer/company-jobs/',
  companyJob: (id: Id) => `/api/employer/company-jobs/${id}/`,
  companyJobApplications: '/api/employer/company-job-applications/',
  companyJobApplication: (id: Id) => `/api/employer/company-job-applications/${id}/`,
  companyDashboard: '/api/employer/company-dashboard/',
  companyResumes: '/api/employer/company-resumes/',

  // ---------- job seekers ----------
  jobSeekers: '/api/job_seekers/jobseekers/',
  jobSeeker: (id: Id) => `/api/job_seekers/jobseekers/${id}/`,
  /** The full read-only profile, every section nested. */
  jobSeekerProfile: (id: Id) => `/api/job_seekers/jobseeker-profile/${id}/`,
  seekerSection: (name: SeekerSectionName) => `/api/job_seekers/${name}/`,
  seekerSectionItem: (name: SeekerSectionName, id: Id) => `/api/job_seekers/${name}/${id}/`,
  seekerDashboard: '/api/job_seekers/dashboard/',
  favoriteJobs: '/api/job_seekers/favorite-jobs/',
  favoriteJob: (id: Id) => `/api/job_seekers/favorite-jobs/${id}/`,
  jobApplications: '/api/job_seekers/job-applications/',
  jobApplication: (id: Id) => `/api/job_seekers/job-applications/${id}/`,
  jobAlerts: '/api/job_seekers/job-alerts/',
  jobAlert: (id: Id) => `/api/job_seekers/job-alerts/${id}/`,
  /** The unsubscribe link's token is opaque: encoded so it stays one path segment. */
  jobAlertUnsubscribe: (token: string) => `/api/job_seekers/job-alerts/unsubscribe/${encodeURIComponent(token)}/`,
  recommendedJobs: '/api/job_seekers/recommended-jobs/',
  recommendedTrainings: '/api/job_seekers/recommended-trainings/',

  // ---------- trainings ----------
  skillCategories: '/api/trainings/skillscategories/',
  trainers: '/api/trainings/trainers/',
  trainer: (id: Id) => `/api/trainings/trainers/${id}/`,
  trainings: '/api/trainings/trainings/',
  training: (id: Id) => `/api/trainings/trainings/${id}/`,
  trainerDashboard: '/api/trainings/trainer-dashboard/',

  // ---------- skills: providers and their competitions ----------
  skillProviders: '/api/skills/skill-provider/',
  skillProvider: (id: Id) => `/api/skills/skill-provider/${id}/`,
  competitions: '/api/skills/skillscompetition/',
  competition: (id: Id) => `/api/skills/skillscompetition/${id}/`,
  competitionApplications: '/api/skills/skillsapplications/',
  competitionApplication: (id: Id) => `/api/skills/skillsapplications/${id}/`,
  /** The job seeker's own competition applications. */
  myCompetitionApplications: '/api/skills/my-applications/',
  myCompetitionApplication: (id: Id) => `/api/skills/my-applications/${id}/`,

  // ---------- careers: counsellors, centres, events, resources ----------
  careerServices: '/api/careers/careerservices/',
  counsellingCentres: '/api/careers/counsellingcenter/',
  counsellingCentre: (id: Id) => `/api/careers/counsellingcenter/${id}/`,
  counsellors: '/api/careers/careercounsellors/',
  counsellor: (id: Id) => `/api/careers/careercounsellors/${id}/`,
  /** The counsellor's own centre. */
  myCounsellingCentre: '/api/careers/counsellor-counselling-center/',
  myCounsellingCentreItem: (id: Id) => `/api/careers/counsellor-counselling-center/${id}/`,
  counsellorResources: '/api/careers/counsellor-resources/',
  counsellorResource: (id: Id) => `/api/careers/counsellor-resources/${id}/`,
  counsellorEvents: '/api/careers/counsellor-events/',
  counsellorEvent: (id: Id) => `/api/careers/counsellor-events/${id}/`,
  /** The public events; the counsellor's manage table deletes through this path too (spec 002 §7). */
  careerEvents: '/api/careers/careerevent/',
  careerEvent: (id: Id) => `/api/careers/careerevent/${id}/`,
  careerResources: '/api/careers/careerresources/',

  // ---------- information hub ----------
  policies: '/api/info_hub/Policies/',
  employerFrameworks: '/api/info_hub/employer-frameworks/',

  // ---------- ministry ----------
  ministryInsights: '/api/ministry/insights/',
  ministryChannels: '/api/ministry/channels/',
  ministryInsightsRefresh: '/api/ministry/insights/refresh/',
  ministryInsightsCsv: '/api/ministry/insights.csv',
  ministryCompanies: '/api/ministry/companies/',
  ministryCompanyVerify: (id: Id) => `/api/ministry/companies/${id}/verify/`,
  ministryCompanyUnverify: (id: Id) => `/api/ministry/companies/${id}/unverify/`,
  ministryReports: '/api/ministry/reports/',
  ministryReportDismiss: (id: Id) => `/api/ministry/reports/${id}/dismiss/`,
  ministryJobModeration: (id: Id, action: 'unpublish' | 'republish') => `/api/ministry/jobs/${id}/${action}/`,
  ministryAuditLog: '/api/ministry/audit-log/',
  ministryBackups: '/api/ministry/backups/',
  ministryContent: (kind: MinistryContentKind) => `/api/ministry/${kind}/`,
  ministryContentItem: (kind: MinistryContentKind, id: Id) => `/api/ministry/${kind}/${id}/`,
  ministryUssdSimulator: '/api/ministry/ussd-simulator/',

  // ---------- USSD (issue 33) ----------
  /** Africa's Talking's callback; `?key=` carries USSD_CALLBACK_SECRET. */
  ussdCallback: '/api/ussd/',
} as const;
