// @vitest-environment jsdom
// The portal's links: the same href and navigation as React Router's <Link>/<NavLink> for an absolute path.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { hrefOf, Link, NavLink } from './Link';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>
  );
}

function page() {
  return (
    <>
      <NavLink to="/jobs" end={false}>
        Jobs
      </NavLink>
      <NavLink to="/" end>
        Home
      </NavLink>
      <Link to="/jobs?district=3" state={{ from: 'card' }}>
        Kampala jobs
      </Link>
      <Link to="/job-detail/12" reloadDocument>
        Reloaded
      </Link>
      <Link to="https://www.example.org/">Elsewhere</Link>
      <Where />
    </>
  );
}

function renderAt(path: string, basename?: string) {
  const router = createMemoryRouter([{ path: '*', element: page() }], {
    initialEntries: [basename ? `${basename}${path === '/' ? '' : path}` : path],
    basename,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('writes the href as React Router does, under the language prefix', () => {
    expect(hrefOf('/', '/jobs')).toBe('/jobs');
    expect(hrefOf('/sw', '/')).toBe('/sw');
    expect(hrefOf('/sw', '/jobs?page=2')).toBe('/sw/jobs?page=2');
    expect(hrefOf('/sw', '/?q=welder')).toBe('/sw?q=welder');
    expect(hrefOf('/sw', 'https://www.example.org/')).toBe('https://www.example.org/');
    renderAt('/job-detail/1', '/lg');
    expect(screen.getByRole('link', { name: 'Kampala jobs' }).getAttribute('href')).toBe('/lg/jobs?district=3');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/lg');
  });

  it('opens the page through the router on a plain click, with its state, and leaves other clicks to the browser', () => {
    const router = renderAt('/job-detail/1', '/sw');
    // A click with a modifier (new tab) is the browser's: the page stays.
    fireEvent.click(screen.getByRole('link', { name: 'Kampala jobs' }), { ctrlKey: true });
    expect(screen.getByLabelText('where').textContent).toBe('/job-detail/1|null');
    fireEvent.click(screen.getByRole('link', { name: 'Kampala jobs' }));
    expect(screen.getByLabelText('where').textContent).toBe('/jobs?district=3|{"from":"card"}');
    expect(router.state.location.pathname).toBe('/sw/jobs');
    // A link asked to reload the document, and one to another site, are not the router's.
    const reload = fireEvent.click(screen.getByRole('link', { name: 'Reloaded' }));
    expect(reload).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/sw/jobs');
  });
});

describe('NavLink', () => {
  it('marks the open page and the pages below it; the home link only on the home page', () => {
    renderAt('/jobs/saved');
    const jobs = screen.getByRole('link', { name: 'Jobs' });
    expect(jobs.getAttribute('aria-current')).toBe('page');
    expect(jobs.classList.contains('active')).toBe(true);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    cleanup();
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
  });
});
