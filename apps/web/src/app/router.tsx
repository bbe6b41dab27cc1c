/**
 * THE route table (spec 000 §2.1, 001, 002): every path of the app, in one file.
 * Pages are lazy-loaded so a phone on a slow link downloads only the page it opens.
 * Each area adds its routes in its marked block; protected routes go under <RequireAuth />.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { withPageMessages, withWorkMessages } from '@/lib/i18n';
import { PageLoader } from '@/lib/ui/PageLoader';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** `lazy` for a module's named page component (with the `pages` part of the catalogue, lib/i18n). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withPageMessages(load)) });
}

// The public area's pages, each its own chunk (as import() would make it). Through a glob the route knows its
// module's path, which the server renderer looks up in the build manifest to send the page's CSS and chunks with
// the HTML (no flash of unstyled content, no download waterfall before hydration).
const publicPages = import.meta.glob<Record<string, unknown>>('../features/public/*/pages/*Page.tsx');

/** A server-rendered public page: `file` under features/public/, `name` its exported component. */
function publicPage(file: string, name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = publicPages[`../features/public/${file}`];
  if (!load) throw new Error(`no public page module ${file}`);
  return {
    handle: { serverRendered: true, module: `src/features/public/${file}` } satisfies ServerRenderedHandle,
    lazy: async () => {
      // The home page's messages are all in the catalogue's common part: a first visit loads nothing more.
      const Component = (file.startsWith('home/') ? await load() : await withPageMessages(load))[name];
      if (typeof Component !== 'function') throw new Error(`${file} has no component ${name}`);
      return { Component: Component as ComponentType };
    },
  };
}

/** Route handle of a page the server renders (apps/web/src/entry-server.tsx). */
export interface ServerRenderedHandle {
  serverRendered: true;
  /** The page module's path from the web app's root, as the Vite manifest names it (none: in the entry chunk). */
  module?: string;
}

// Each signed-in page is its own chunk too, as the public ones are: a page downloads what it draws, not its whole
// area (issue 31: the seeker's applied jobs brought the CV forms' schemas, zod and the phone-number library, 401 KB
// in all; alone it is 262 KB). The guards of the provider areas are their own small chunks.
const areaModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/pages/*Page.tsx',
  '../features/*/*/pages/*Page.tsx',
  '../features/*/components/Require*.tsx',
  '!../features/public/**',
]);
/** The areas whose pages bring the `work` part of the catalogue with them (lib/i18n). */
const WORK_AREAS = new Set(['company', 'trainer', 'skills-provider', 'counsellor', 'ministry']);

/** A signed-in area's page (or guard): `file` under features/, without `.tsx`; it exports a component of its name. */
function areaPage(file: string) {
  const load = areaModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`no page module ${file}`);
  const name = file.slice(file.lastIndexOf('/') + 1);
  const area = file.slice(0, file.indexOf('/'));
  return page(WORK_AREAS.has(area) ? () => withWorkMessages(load) : load, (m) => {
    const Component = m[name];
    if (typeof Component !== 'function') throw new Error(`${file} has no component ${name}`);
    return Component as ComponentType;
  });
}
const guards = () => import('./guards');

/* ---------- public: anyone may open ---------- */
const publicRoutes: RouteObject[] = [
  // -- account (visitors) --
  { path: 'login', lazy: areaPage('account/pages/LoginPage') },
  { path: 'verify-account', lazy: areaPage('account/pages/VerifyAccountPage') },
  { path: 'verify-phone', lazy: areaPage('account/pages/VerifyPhonePage') },
  { path: 'account-activated', lazy: areaPage('account/pages/AccountActivatedPage') },
  { path: 'forgot-password', lazy: areaPage('account/pages/ForgotPasswordPage') },
  { path: 'reset-password', lazy: areaPage('account/pages/ResetPasswordPage') },
  // An alert mail's unsubscribe link: no sign-in (issue 15).
  { path: 'job-alerts/unsubscribe/:token', lazy: areaPage('seeker/alerts/pages/UnsubscribePage') },

  // -- public area (home, jobs, trainings, competitions, events, centres, information hub, about) --
  // jobs: home, search and its browse variants, groups, companies, detail
  { index: true, ...publicPage('home/pages/HomePage.tsx', 'HomePage') },
  { path: 'jobs', ...publicPage('jobs/pages/JobSearchPage.tsx', 'JobSearchPage') },
  { path: 'job-detail/:id', ...publicPage('jobs/pages/JobDetailPage.tsx', 'JobDetailPage') },
  { path: 'browse-job-filter-list', ...publicPage('jobs/pages/JobSearchPage.tsx', 'BrowseJobListPage') },
  { path: 'browse-job-filter-grid', ...publicPage('jobs/pages/JobSearchPage.tsx', 'BrowseJobGridPage') },
  { path: 'category-all-jobs', ...publicPage('jobs/pages/JobSearchPage.tsx', 'AllJobsPage') },
  { path: 'company-internships', ...publicPage('jobs/pages/JobSearchPage.tsx', 'InternshipsPage') },
  { path: 'category-jobs', ...publicPage('jobs/pages/JobGroupsPage.tsx', 'JobsByCategoryPage') },
  { path: 'category-location-jobs', ...publicPage('jobs/pages/JobGroupsPage.tsx', 'JobsByLocationPage') },
  { path: 'category-designations-jobs', ...publicPage('jobs/pages/JobGroupsPage.tsx', 'JobsByDesignationPage') },
  { path: 'category-skill-jobs', ...publicPage('jobs/pages/JobGroupsPage.tsx', 'JobsBySkillPage') },
  { path: 'category-company-jobs', ...publicPage('jobs/pages/CompanyDirectoryPage.tsx', 'CompanyDirectoryPage') },
  { path: 'companies', ...publicPage('jobs/pages/CompanyDirectoryPage.tsx', 'CompanyDirectoryPage') },
  // catalogue: trainings, competitions, events, centres, information hub, about, skills hub
  { path: 'trainings', ...publicPage('catalogue/pages/TrainingsPage.tsx', 'TrainingsPage') },
  { path: 'training-detail/:id', ...publicPage('catalogue/pages/TrainingDetailPage.tsx', 'TrainingDetailPage') },
  { path: 'trainings/:id', ...publicPage('catalogue/pages/TrainingDetailPage.tsx', 'TrainingDetailPage') },
  { path: 'skills', ...publicPage('catalogue/pages/SkillsPage.tsx', 'SkillsPage') },
  { path: 'skills-competitions', ...publicPage('catalogue/pages/CompetitionsPage.tsx', 'CompetitionsPage') },
  {
    path: 'competition-detail/:id',
    ...publicPage('catalogue/pages/CompetitionDetailPage.tsx', 'CompetitionDetailPage'),
  },
  { path: 'events', ...publicPage('catalogue/pages/EventsPage.tsx', 'EventsPage') },
  { path: 'event-detail/:id', ...publicPage('catalogue/pages/EventDetailPage.tsx', 'EventDetailPage') },
  { path: 'counselling-centers', ...publicPage('catalogue/pages/CentresPage.tsx', 'CentresPage') },
  { path: 'counselling-centers/:id', ...publicPage('catalogue/pages/CentreDetailPage.tsx', 'CentreDetailPage') },
  { path: 'information-hub', ...publicPage('catalogue/pages/InformationHubPage.tsx', 'InformationHubPage') },
  { path: 'about-us', ...publicPage('catalogue/pages/AboutUsPage.tsx', 'AboutUsPage') },
  { path: 'privacy', ...publicPage('catalogue/pages/LegalPage.tsx', 'PrivacyNoticePage') },
  { path: 'terms', ...publicPage('catalogue/pages/LegalPage.tsx', 'TermsOfUsePage') },
  // The old site's placeholder links (Create an Account, a sample blog post) lead to the real pages.
  { path: 'register-2', element: <Navigate to="/register" replace /> },
  { path: 'blog-details', element: <Navigate to="/about-us" replace /> },

  // -- provider "become" pages (/become-company, /become-trainer, /become-skill-provider, /become-job-seeker) --
  // Public in the spec but they need a session: the page itself sends a visitor to log in with the spec's alert.
  { path: 'become-company', lazy: areaPage('company/pages/BecomeCompanyPage') },
  { path: 'become-skill-provider', lazy: areaPage('skills-provider/pages/BecomeSkillProviderPage') },
  { path: 'become-trainer', lazy: areaPage('trainer/pages/BecomeTrainerPage') },
  {
    path: 'company-post-job',
    lazy: areaPage('company/pages/PostJobPage'),
  },
  { path: 'become-job-seeker', lazy: areaPage('seeker/become/pages/BecomeJobSeekerPage') },
];

/* ---------- visitors only: a logged-in or pending user is sent away ---------- */
const guestRoutes: RouteObject[] = [{ path: 'register', lazy: areaPage('account/pages/RegisterPage') }];

/* ---------- protected: login (and verification) required; no groups → /account-type-picker; rendered beside the sidebar (AccountLayout) ---------- */
const protectedRoutes: RouteObject[] = [
  // -- account --
  { path: 'account-type-picker', lazy: areaPage('account/pages/AccountTypePickerPage') },
  { path: 'other-type-picker', lazy: areaPage('account/pages/OtherTypePickerPage') },
  { path: 'jobs-change-password', lazy: areaPage('account/pages/ChangePasswordPage') },
  { path: 'privacy-and-data', lazy: areaPage('account/pages/PrivacyAndDataPage') },
  { path: 'sign-in-details', lazy: areaPage('account/pages/SignInDetailsPage') },

  // -- seeker (dashboard, profile, CV, applied/saved jobs, alerts, notifications) --
  {
    path: 'dashboard',
    lazy: page(
      () => import('./pages/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  { path: 'profile', lazy: areaPage('seeker/basic-info/pages/BasicInfoPage') },
  { path: 'favorite-jobs', lazy: areaPage('seeker/saved/pages/SavedJobsPage') },
  { path: 'jobs-alerts', lazy: areaPage('seeker/alerts/pages/JobAlertsPage') },
  { path: 'saved-searches', lazy: areaPage('seeker/alerts/pages/SavedSearchesPage') },
  // The links the spec's profile sidebar names, to the pages that now hold them.
  { path: 'jobs-profile', element: <Navigate to="/jobs-my-resume" replace /> },
  { path: 'jobs-saved-jobs', element: <Navigate to="/favorite-jobs" replace /> },
  { path: 'jobs-cv-manager', element: <Navigate to="/jobs-my-resume#attach-resume" replace /> },
  {
    path: 'jobs-my-resume',
    lazy: areaPage('seeker/resume/pages/ResumePage'),
  },
  { path: 'user-profile', lazy: areaPage('seeker/user-profile/pages/UserProfilePage') },
  { path: 'jobs-applied-job', lazy: areaPage('seeker/applied/pages/AppliedJobsPage') },
  { path: 'my-competitions', lazy: areaPage('seeker/competitions/pages/MyCompetitionsPage') },
  {
    path: 'notification-detail/:id',
    lazy: page(
      () => import('@/features/public/catalogue/pages/NotificationDetailPage'),
      (m) => m.NotificationDetailPage,
    ),
  },

  // -- company --
  { path: 'company-profile', lazy: areaPage('company/pages/CompanyProfilePage') },
  {
    lazy: areaPage('company/components/RequireCompany'),
    children: [
      { path: 'company-dashboard', lazy: areaPage('company/pages/CompanyDashboardPage') },
      { path: 'company-manage-job', lazy: areaPage('company/pages/ManageJobsPage') },
      { path: 'company-manage-job-applications', lazy: areaPage('company/pages/ApplicationsPage') },
      { path: 'company-resume', lazy: areaPage('company/pages/CompanyResumesPage') },
      { path: 'company-suggested-candidates', lazy: areaPage('company/pages/SuggestedCandidatesPage') },
    ],
  },

  // -- trainer --
  {
    lazy: areaPage('trainer/components/RequireTrainer'),
    children: [
      { path: 'trainer-dashboard', lazy: areaPage('trainer/pages/TrainerDashboardPage') },
      {
        path: 'trainer-post-training',
        lazy: areaPage('trainer/pages/PostTrainingPage'),
      },
      { path: 'trainer-manage-training', lazy: areaPage('trainer/pages/ManageTrainingsPage') },
      { path: 'trainer-profile', lazy: areaPage('trainer/pages/TrainerProfilePage') },
    ],
  },

  // -- skills provider --
  {
    lazy: areaPage('skills-provider/components/RequireSkillProvider'),
    children: [
      { path: 'skill-provider-profile', lazy: areaPage('skills-provider/pages/SkillProviderProfilePage') },
      { path: 'post-skill', lazy: areaPage('skills-provider/pages/PostCompetitionPage') },
      { path: 'manage-competitions', lazy: areaPage('skills-provider/pages/ManageCompetitionsPage') },
      { path: 'skills-applications', lazy: areaPage('skills-provider/pages/SkillsApplicationsPage') },
      { path: 'completion-application-detail/:id', lazy: areaPage('skills-provider/pages/ApplicationDetailPage') },
    ],
  },

  // -- counsellor --
  { path: 'become-career-counsellor', lazy: areaPage('counsellor/pages/BecomeCounsellorPage') },
  {
    lazy: areaPage('counsellor/components/RequireCounsellor'),
    children: [
      { path: 'counsellor-profile', lazy: areaPage('counsellor/pages/CounsellorProfilePage') },
      { path: 'counselling-center', lazy: areaPage('counsellor/pages/CounsellingCenterPage') },
      { path: 'career-resources', lazy: areaPage('counsellor/pages/CareerResourcesPage') },
      { path: 'post-career-resource', lazy: areaPage('counsellor/pages/PostCareerResourcePage') },
      { path: 'career-events', lazy: areaPage('counsellor/pages/CareerEventsPage') },
      {
        path: 'post-career-event',
        lazy: areaPage('counsellor/pages/PostCareerEventPage'),
      },
    ],
  },

  // -- ministry (issue 14) --
  {
    lazy: areaPage('ministry/components/RequireMinistry'),
    children: [
      { path: 'ministry', lazy: areaPage('ministry/pages/InsightsPage') },
      { path: 'ministry/report', lazy: areaPage('ministry/pages/InsightsReportPage') },
      { path: 'ministry/companies', lazy: areaPage('ministry/pages/CompaniesPage') },
      { path: 'ministry/reports', lazy: areaPage('ministry/pages/ReportsPage') },
      { path: 'ministry/audit-log', lazy: areaPage('ministry/pages/AuditLogPage') },
      { path: 'ministry/content', lazy: areaPage('ministry/pages/SiteContentPage') },
      { path: 'ministry/documents', lazy: areaPage('ministry/pages/DocumentsPage') },
      { path: 'ministry/translations', lazy: areaPage('ministry/pages/TranslationsPage') },
      { path: 'ministry/trade-synonyms', lazy: areaPage('ministry/pages/TradeSynonymsPage') },
      { path: 'ministry/ussd-simulator', lazy: areaPage('ministry/pages/UssdSimulatorPage') },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Page errors render inside the layout, keeping the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          // The guards load with the page they guard (React Router loads a match's lazy routes at once): the home page does without them.
          { lazy: page(guards, (m) => m.GuestOnly), children: guestRoutes },
          {
            lazy: page(guards, (m) => m.RequireAuth),
            children: [
              {
                lazy: page(
                  () => import('./layout/Sidebar'),
                  (m) => m.AccountLayout,
                ),
                children: protectedRoutes,
              },
            ],
          },
          // Eager: the error page reuses it, and it is tiny. Rendered on the server too (answered with 404).
          // Its own small chunk: most visits never need it.
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
            handle: { serverRendered: true, module: 'src/app/pages/NotFoundPage.tsx' } satisfies ServerRenderedHandle,
          },
        ],
      },
    ],
  },
];
