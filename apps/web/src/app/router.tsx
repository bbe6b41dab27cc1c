/**
 * THE route table (spec 000 §2.1, 001, 002): every path of the app, in one file.
 * Pages are lazy-loaded so a phone on a slow link downloads only the page it opens.
 * Each area adds its routes in its marked block; protected routes go under <RequireAuth />.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

/* ---------- public: anyone may open ---------- */
const publicRoutes: RouteObject[] = [
  // -- account (visitors) --
  { path: 'login', lazy: page(() => import('../features/account/pages/LoginPage'), (m) => m.LoginPage) },
  { path: 'verify-account', lazy: page(() => import('../features/account/pages/VerifyAccountPage'), (m) => m.VerifyAccountPage) },
  { path: 'account-activated', lazy: page(() => import('../features/account/pages/AccountActivatedPage'), (m) => m.AccountActivatedPage) },
  { path: 'forgot-password', lazy: page(() => import('../features/account/pages/ForgotPasswordPage'), (m) => m.ForgotPasswordPage) },
  { path: 'reset-password', lazy: page(() => import('../features/account/pages/ResetPasswordPage'), (m) => m.ResetPasswordPage) },

  // -- public area (home, jobs, trainings, competitions, events, centres, information hub, about) --

  // -- provider "become" pages (/become-company, /become-trainer, /become-skill-provider, /become-job-seeker) --
];

/* ---------- visitors only: a logged-in or pending user is sent away ---------- */
const guestRoutes: RouteObject[] = [
  { path: 'register', lazy: page(() => import('../features/account/pages/RegisterPage'), (m) => m.RegisterPage) },
];

/* ---------- protected: login (and verification) required; no groups → /account-type-picker ---------- */
const protectedRoutes: RouteObject[] = [
  // -- account --
  { path: 'account-type-picker', lazy: page(() => import('../features/account/pages/AccountTypePickerPage'), (m) => m.AccountTypePickerPage) },
  { path: 'other-type-picker', lazy: page(() => import('../features/account/pages/OtherTypePickerPage'), (m) => m.OtherTypePickerPage) },
  { path: 'jobs-change-password', lazy: page(() => import('../features/account/pages/ChangePasswordPage'), (m) => m.ChangePasswordPage) },

  // -- seeker (dashboard, profile, CV, applied/saved jobs, alerts, notifications) --

  // -- company --

  // -- trainer --

  // -- skills provider --

  // -- counsellor --
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
          { element: <RequireAuth />, children: protectedRoutes },
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
