/**
 * THE route table (spec 000 §2.1, 001, 002): every path of the app, in one file.
 * Pages are lazy-loaded so a phone on a slow link downloads only the page it opens.
 * Each area adds its routes in its marked block; protected routes go under <RequireAuth />.
 */
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { PageLoader } from '../lib/ui/PageLoader';
import { GuestOnly, RequireAuth } from './guards';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** `lazy` for a module's named page component. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// The skills provider area is one lazy module (its pages/index.ts): one import keeps the entry chunk light.
const skillsProvider = () => import('../features/skills-provider/pages');

/* ---------- public: anyone may open ---------- */
const publicRoutes: RouteObject[] = [
  // -- account (visitors) --
  { path: 'login', lazy: page(() => import('../features/account/pages/LoginPage'), (m) => m.LoginPage) },
  { path: 'verify-account', lazy: page(() => import('../features/account/pages/VerifyAccountPage'), (m) => m.VerifyAccountPage) },
  { path: 'account-activated', lazy: page(() => import('../features/account/pages/AccountActivatedPage'), (m) => m.AccountActivatedPage) },
  { path: 'forgot-password', lazy: page(() => import('../features/account/pages/ForgotPasswordPage'), (m) => m.ForgotPasswordPage) },
  { path: 'reset-password', lazy: page(() => import('../features/account/pages/ResetPasswordPage'), (m) => m.ResetPasswordPage) },

  // -- public area (home, jobs, trainings, competitions, events, centres, information hub, about) --
  // jobs: home, search and its browse variants, groups, companies, detail
  { index: true, lazy: page(() => import('../features/public/home/pages/HomePage'), (m) => m.HomePage) },
  { path: 'jobs', lazy: page(() => import('../features/public/jobs/pages/JobSearchPage'), (m) => m.JobSearchPage) },
  { path: 'job-detail/:id', lazy: page(() => import('../features/public/jobs/pages/JobDetailPage'), (m) => m.JobDetailPage) },
  { path: 'browse-job-filter-list', lazy: page(() => import('../features/public/jobs/pages/JobSearchPage'), (m) => m.BrowseJobListPage) },
  { path: 'browse-job-filter-grid', lazy: page(() => import('../features/public/jobs/pages/JobSearchPage'), (m) => m.BrowseJobGridPage) },
  { path: 'category-all-jobs', lazy: page(() => import('../features/public/jobs/pages/JobSearchPage'), (m) => m.AllJobsPage) },
  { path: 'company-internships', lazy: page(() => import('../features/public/jobs/pages/JobSearchPage'), (m) => m.InternshipsPage) },
  { path: 'category-jobs', lazy: page(() => import('../features/public/jobs/pages/JobGroupsPage'), (m) => m.JobsByCategoryPage) },
  { path: 'category-location-jobs', lazy: page(() => import('../features/public/jobs/pages/JobGroupsPage'), (m) => m.JobsByLocationPage) },
  { path: 'category-designations-jobs', lazy: page(() => import('../features/public/jobs/pages/JobGroupsPage'), (m) => m.JobsByDesignationPage) },
  { path: 'category-skill-jobs', lazy: page(() => import('../features/public/jobs/pages/JobGroupsPage'), (m) => m.JobsBySkillPage) },
  { path: 'category-company-jobs', lazy: page(() => import('../features/public/jobs/pages/CompanyDirectoryPage'), (m) => m.CompanyDirectoryPage) },
  { path: 'companies', lazy: page(() => import('../features/public/jobs/pages/CompanyDirectoryPage'), (m) => m.CompanyDirectoryPage) },
  // catalogue: trainings, competitions, events, centres, information hub, about, skills hub
  { path: 'trainings', lazy: page(() => import('../features/public/catalogue/pages/TrainingsPage'), (m) => m.TrainingsPage) },
  { path: 'training-detail/:id', lazy: page(() => import('../features/public/catalogue/pages/TrainingDetailPage'), (m) => m.TrainingDetailPage) },
  { path: 'trainings/:id', lazy: page(() => import('../features/public/catalogue/pages/TrainingDetailPage'), (m) => m.TrainingDetailPage) },
  { path: 'skills', lazy: page(() => import('../features/public/catalogue/pages/SkillsPage'), (m) => m.SkillsPage) },
  { path: 'skills-competitions', lazy: page(() => import('../features/public/catalogue/pages/CompetitionsPage'), (m) => m.CompetitionsPage) },
  { path: 'competition-detail/:id', lazy: page(() => import('../features/public/catalogue/pages/CompetitionDetailPage'), (m) => m.CompetitionDetailPage) },
  { path: 'events', lazy: page(() => import('../features/public/catalogue/pages/EventsPage'), (m) => m.EventsPage) },
  { path: 'event-detail/:id', lazy: page(() => import('../features/public/catalogue/pages/EventDetailPage'), (m) => m.EventDetailPage) },
  { path: 'counselling-centers', lazy: page(() => import('../features/public/catalogue/pages/CentresPage'), (m) => m.CentresPage) },
  { path: 'counselling-centers/:id', lazy: page(() => import('../features/public/catalogue/pages/CentreDetailPage'), (m) => m.CentreDetailPage) },
  { path: 'information-hub', lazy: page(() => import('../features/public/catalogue/pages/InformationHubPage'), (m) => m.InformationHubPage) },
  { path: 'about-us', lazy: page(() => import('../features/public/catalogue/pages/AboutUsPage'), (m) => m.AboutUsPage) },
  // The old site's placeholder links (Create an Account, a sample blog post) lead to the real pages.
  { path: 'register-2', element: <Navigate to="/register" replace /> },
  { path: 'blog-details', element: <Navigate to="/about-us" replace /> },

  // -- provider "become" pages (/become-company, /become-trainer, /become-skill-provider, /become-job-seeker) --
  // Public in the spec but they need a session: the page itself sends a visitor to log in with the spec's alert.
  { path: 'become-company', lazy: page(() => import('../features/company/pages/BecomeCompanyPage'), (m) => m.BecomeCompanyPage) },
  { path: 'become-skill-provider', lazy: page(skillsProvider, (m) => m.BecomeSkillProviderPage) },
  { path: 'become-trainer', lazy: page(() => import('../features/trainer/pages/BecomeTrainerPage'), (m) => m.BecomeTrainerPage) },
  { path: 'company-post-job', lazy: page(() => import('../features/company/pages/PostJobPage'), (m) => m.PostJobPage) },
  { path: 'become-job-seeker', lazy: page(() => import('../features/seeker/become/pages/BecomeJobSeekerPage'), (m) => m.BecomeJobSeekerPage) },
];

/* ---------- visitors only: a logged-in or pending user is sent away ---------- */
const guestRoutes: RouteObject[] = [
  { path: 'register', lazy: page(() => import('../features/account/pages/RegisterPage'), (m) => m.RegisterPage) },
];

/* ---------- protected: login (and verification) required; no groups → /account-type-picker; rendered beside the sidebar (AccountLayout) ---------- */
const protectedRoutes: RouteObject[] = [
  // -- account --
  { path: 'account-type-picker', lazy: page(() => import('../features/account/pages/AccountTypePickerPage'), (m) => m.AccountTypePickerPage) },
  { path: 'other-type-picker', lazy: page(() => import('../features/account/pages/OtherTypePickerPage'), (m) => m.OtherTypePickerPage) },
  { path: 'jobs-change-password', lazy: page(() => import('../features/account/pages/ChangePasswordPage'), (m) => m.ChangePasswordPage) },

  // -- seeker (dashboard, profile, CV, applied/saved jobs, alerts, notifications) --
  { path: 'dashboard', lazy: page(() => import('../features/seeker/dashboard/pages/DashboardPage'), (m) => m.DashboardPage) },
  { path: 'profile', lazy: page(() => import('../features/seeker/basic-info/pages/BasicInfoPage'), (m) => m.BasicInfoPage) },
  { path: 'favorite-jobs', lazy: page(() => import('../features/seeker/saved/pages/SavedJobsPage'), (m) => m.SavedJobsPage) },
  { path: 'jobs-alerts', lazy: page(() => import('../features/seeker/alerts/pages/JobAlertsPage'), (m) => m.JobAlertsPage) },
  // The links the spec's profile sidebar names, to the pages that now hold them.
  { path: 'jobs-profile', element: <Navigate to="/jobs-my-resume" replace /> },
  { path: 'jobs-saved-jobs', element: <Navigate to="/favorite-jobs" replace /> },
  { path: 'jobs-cv-manager', element: <Navigate to="/jobs-my-resume#attach-resume" replace /> },
  { path: 'jobs-my-resume', lazy: page(() => import('../features/seeker/resume/pages/ResumePage'), (m) => m.ResumePage) },
  { path: 'user-profile', lazy: page(() => import('../features/seeker/user-profile/pages/UserProfilePage'), (m) => m.UserProfilePage) },
  { path: 'jobs-applied-job', lazy: page(() => import('../features/seeker/applied/pages/AppliedJobsPage'), (m) => m.AppliedJobsPage) },
  { path: 'notification-detail/:id', lazy: page(() => import('../features/public/catalogue/pages/NotificationDetailPage'), (m) => m.NotificationDetailPage) },

  // -- company --
  { path: 'company-profile', lazy: page(() => import('../features/company/pages/CompanyProfilePage'), (m) => m.CompanyProfilePage) },
  {
    lazy: page(() => import('../features/company/components/RequireCompany'), (m) => m.RequireCompany),
    children: [
      { path: 'company-dashboard', lazy: page(() => import('../features/company/pages/CompanyDashboardPage'), (m) => m.CompanyDashboardPage) },
      { path: 'company-manage-job', lazy: page(() => import('../features/company/pages/ManageJobsPage'), (m) => m.ManageJobsPage) },
      { path: 'company-manage-job-applications', lazy: page(() => import('../features/company/pages/ApplicationsPage'), (m) => m.ApplicationsPage) },
      { path: 'company-resume', lazy: page(() => import('../features/company/pages/CompanyResumesPage'), (m) => m.CompanyResumesPage) },
    ],
  },

  // -- trainer --
  {
    lazy: page(() => import('../features/trainer/components/RequireTrainer'), (m) => m.RequireTrainer),
    children: [
      { path: 'trainer-dashboard', lazy: page(() => import('../features/trainer/pages/TrainerDashboardPage'), (m) => m.TrainerDashboardPage) },
      { path: 'trainer-post-training', lazy: page(() => import('../features/trainer/pages/PostTrainingPage'), (m) => m.PostTrainingPage) },
      { path: 'trainer-manage-training', lazy: page(() => import('../features/trainer/pages/ManageTrainingsPage'), (m) => m.ManageTrainingsPage) },
      { path: 'trainer-profile', lazy: page(() => import('../features/trainer/pages/TrainerProfilePage'), (m) => m.TrainerProfilePage) },
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

  // -- counsellor -- (one chunk for the area, see features/counsellor/pages/index.ts)
  { path: 'become-career-counsellor', lazy: page(() => import('../features/counsellor/pages'), (m) => m.BecomeCounsellorPage) },
  {
    lazy: page(() => import('../features/counsellor/pages'), (m) => m.RequireCounsellor),
    children: [
      { path: 'counsellor-profile', lazy: page(() => import('../features/counsellor/pages'), (m) => m.CounsellorProfilePage) },
      { path: 'counselling-center', lazy: page(() => import('../features/counsellor/pages'), (m) => m.CounsellingCenterPage) },
      { path: 'career-resources', lazy: page(() => import('../features/counsellor/pages'), (m) => m.CareerResourcesPage) },
      { path: 'post-career-resource', lazy: page(() => import('../features/counsellor/pages'), (m) => m.PostCareerResourcePage) },
      { path: 'career-events', lazy: page(() => import('../features/counsellor/pages'), (m) => m.CareerEventsPage) },
      { path: 'post-career-event', lazy: page(() => import('../features/counsellor/pages/PostCareerEventPage'), (m) => m.PostCareerEventPage) },
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
          { element: <GuestOnly />, children: guestRoutes },
          {
            element: <RequireAuth />,
            children: [{ lazy: page(() => import('./layout/Sidebar'), (m) => m.AccountLayout), children: protectedRoutes }],
          },
          // Eager: the error page reuses it, and it is tiny.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Lets the API client send an expired session to /login without a page reload.
setNavigator((to, options) => void router.navigate(to, options));
