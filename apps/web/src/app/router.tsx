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

// Each signed-in area is one lazy module (its pages/index.ts): one import per area instead of one per page keeps the
// entry chunk light. Pages needing the rich text editor or date picker stay their own chunks.
const guards = () => import('./guards');
const account = () => import('@/features/account/pages');
const seeker = () => import('@/features/seeker/pages');
// The providers' and the Ministry's areas bring the `work` part of the catalogue (lib/i18n) with them.
const company = () => withWorkMessages(() => import('@/features/company/pages'));
const trainer = () => withWorkMessages(() => import('@/features/trainer/pages'));
const skillsProvider = () => withWorkMessages(() => import('@/features/skills-provider/pages'));
const counsellor = () => withWorkMessages(() => import('@/features/counsellor/pages'));
const ministry = () => withWorkMessages(() => import('@/features/ministry/pages'));

/* ---------- public: anyone may open ---------- */
const publicRoutes: RouteObject[] = [
  // -- account (visitors) --
  { path: 'login', lazy: page(account, (m) => m.LoginPage) },
  { path: 'verify-account', lazy: page(account, (m) => m.VerifyAccountPage) },
  { path: 'account-activated', lazy: page(account, (m) => m.AccountActivatedPage) },
  { path: 'forgot-password', lazy: page(account, (m) => m.ForgotPasswordPage) },
  { path: 'reset-password', lazy: page(account, (m) => m.ResetPasswordPage) },
  // An alert mail's unsubscribe link: no sign-in (issue 15).
  { path: 'job-alerts/unsubscribe/:token', lazy: page(seeker, (m) => m.UnsubscribePage) },

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
  { path: 'become-company', lazy: page(company, (m) => m.BecomeCompanyPage) },
  { path: 'become-skill-provider', lazy: page(skillsProvider, (m) => m.BecomeSkillProviderPage) },
  { path: 'become-trainer', lazy: page(trainer, (m) => m.BecomeTrainerPage) },
  {
    path: 'company-post-job',
    lazy: page(
      () => withWorkMessages(() => import('@/features/company/pages/PostJobPage')),
      (m) => m.PostJobPage,
    ),
  },
  { path: 'become-job-seeker', lazy: page(seeker, (m) => m.BecomeJobSeekerPage) },
];

/* ---------- visitors only: a logged-in or pending user is sent away ---------- */
const guestRoutes: RouteObject[] = [{ path: 'register', lazy: page(account, (m) => m.RegisterPage) }];

/* ---------- protected: login (and verification) required; no groups → /account-type-picker; rendered beside the sidebar (AccountLayout) ---------- */
const protectedRoutes: RouteObject[] = [
  // -- account --
  { path: 'account-type-picker', lazy: page(account, (m) => m.AccountTypePickerPage) },
  { path: 'other-type-picker', lazy: page(account, (m) => m.OtherTypePickerPage) },
  { path: 'jobs-change-password', lazy: page(account, (m) => m.ChangePasswordPage) },
  { path: 'privacy-and-data', lazy: page(account, (m) => m.PrivacyAndDataPage) },

  // -- seeker (dashboard, profile, CV, applied/saved jobs, alerts, notifications) --
  {
    path: 'dashboard',
    lazy: page(
      () => import('./pages/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  { path: 'profile', lazy: page(seeker, (m) => m.BasicInfoPage) },
  { path: 'favorite-jobs', lazy: page(seeker, (m) => m.SavedJobsPage) },
  { path: 'jobs-alerts', lazy: page(seeker, (m) => m.JobAlertsPage) },
  { path: 'saved-searches', lazy: page(seeker, (m) => m.SavedSearchesPage) },
  // The links the spec's profile sidebar names, to the pages that now hold them.
  { path: 'jobs-profile', element: <Navigate to="/jobs-my-resume" replace /> },
  { path: 'jobs-saved-jobs', element: <Navigate to="/favorite-jobs" replace /> },
  { path: 'jobs-cv-manager', element: <Navigate to="/jobs-my-resume#attach-resume" replace /> },
  {
    path: 'jobs-my-resume',
    lazy: page(
      () => import('@/features/seeker/resume/pages/ResumePage'),
      (m) => m.ResumePage,
    ),
  },
  { path: 'user-profile', lazy: page(seeker, (m) => m.UserProfilePage) },
  { path: 'jobs-applied-job', lazy: page(seeker, (m) => m.AppliedJobsPage) },
  { path: 'my-competitions', lazy: page(seeker, (m) => m.MyCompetitionsPage) },
  {
    path: 'notification-detail/:id',
    lazy: page(
      () => import('@/features/public/catalogue/pages/NotificationDetailPage'),
      (m) => m.NotificationDetailPage,
    ),
  },

  // -- company --
  { path: 'company-profile', lazy: page(company, (m) => m.CompanyProfilePage) },
  {
    lazy: page(company, (m) => m.RequireCompany),
    children: [
      { path: 'company-dashboard', lazy: page(company, (m) => m.CompanyDashboardPage) },
      { path: 'company-manage-job', lazy: page(company, (m) => m.ManageJobsPage) },
      { path: 'company-manage-job-applications', lazy: page(company, (m) => m.ApplicationsPage) },
      { path: 'company-resume', lazy: page(company, (m) => m.CompanyResumesPage) },
      { path: 'company-suggested-candidates', lazy: page(company, (m) => m.SuggestedCandidatesPage) },
    ],
  },

  // -- trainer --
  {
    lazy: page(trainer, (m) => m.RequireTrainer),
    children: [
      { path: 'trainer-dashboard', lazy: page(trainer, (m) => m.TrainerDashboardPage) },
      {
        path: 'trainer-post-training',
        lazy: page(
          () => withWorkMessages(() => import('@/features/trainer/pages/PostTrainingPage')),
          (m) => m.PostTrainingPage,
        ),
      },
      { path: 'trainer-manage-training', lazy: page(trainer, (m) => m.ManageTrainingsPage) },
      { path: 'trainer-profile', lazy: page(trainer, (m) => m.TrainerProfilePage) },
    ],
  },

  // -- skills provider --
  {
    lazy: page(skillsProvider, (m) => m.RequireSkillProvider),
    children: [
      { path: 'skill-provider-profile', lazy: page(skillsProvider, (m) => m.SkillProviderProfilePage) },
      { path: 'post-skill', lazy: page(skillsProvider, (m) => m.PostCompetitionPage) },
      { path: 'manage-competitions', lazy: page(skillsProvider, (m) => m.ManageCompetitionsPage) },
      { path: 'skills-applications', lazy: page(skillsProvider, (m) => m.SkillsApplicationsPage) },
      { path: 'completion-application-detail/:id', lazy: page(skillsProvider, (m) => m.ApplicationDetailPage) },
    ],
  },

  // -- counsellor --
  { path: 'become-career-counsellor', lazy: page(counsellor, (m) => m.BecomeCounsellorPage) },
  {
    lazy: page(counsellor, (m) => m.RequireCounsellor),
    children: [
      { path: 'counsellor-profile', lazy: page(counsellor, (m) => m.CounsellorProfilePage) },
      { path: 'counselling-center', lazy: page(counsellor, (m) => m.CounsellingCenterPage) },
      { path: 'career-resources', lazy: page(counsellor, (m) => m.CareerResourcesPage) },
      { path: 'post-career-resource', lazy: page(counsellor, (m) => m.PostCareerResourcePage) },
      { path: 'career-events', lazy: page(counsellor, (m) => m.CareerEventsPage) },
      {
        path: 'post-career-event',
        lazy: page(
          () => withWorkMessages(() => import('@/features/counsellor/pages/PostCareerEventPage')),
          (m) => m.PostCareerEventPage,
        ),
      },
    ],
  },

  // -- ministry (issue 14) --
  {
    lazy: page(ministry, (m) => m.RequireMinistry),
    children: [
      { path: 'ministry', lazy: page(ministry, (m) => m.InsightsPage) },
      { path: 'ministry/report', lazy: page(ministry, (m) => m.InsightsReportPage) },
      { path: 'ministry/companies', lazy: page(ministry, (m) => m.CompaniesPage) },
      { path: 'ministry/reports', lazy: page(ministry, (m) => m.ReportsPage) },
      { path: 'ministry/audit-log', lazy: page(ministry, (m) => m.AuditLogPage) },
      { path: 'ministry/content', lazy: page(ministry, (m) => m.SiteContentPage) },
      { path: 'ministry/documents', lazy: page(ministry, (m) => m.DocumentsPage) },
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
