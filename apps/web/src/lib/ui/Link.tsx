/**
 * Links inside the portal, drawn as React Router's <Link> and <NavLink> draw a link to an absolute path, without
 * their per-link work (issue 27, docs/decisions/022): React Router's resolves the path against the route it sits in,
 * builds a click handler from four hooks and parses the URL on every render, about a tenth of a job page's render on
 * the server. The portal's links name absolute app paths (`/job-detail/12`, `/jobs?district=3`), so the href is the
 * router's basename (the language's prefix, docs/decisions/020) and the path, and a plain left click goes through
 * the router's navigator like React Router's. Links that need more (relative paths, state-dependent class
 * names) use React Router's own.
 */
import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useLocation } from 'react-router';
import { prefixedPath } from '@portal/contract';
import { currentAppPath } from '@/lib/i18n';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute app path (`/jobs?page=2`), or a full URL for a page elsewhere. */
  to: string;
  /** Replace the current history entry instead of adding one (a link to the page already open always does). */
  replace?: boolean;
  /** What the page it opens finds in its location's state (React Router's `state`). */
  state?: unknown;
  /** A full page load instead of the router's navigation (for a page the app cannot draw itself, such as an error). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** The URL of an app path under the router's basename (`/sw` + `/jobs`), as React Router's useHref writes it. */
export function hrefOf(basename: string, to: string): string {
  return to.startsWith('/') ? prefixedPath(basename, to) : to;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, state, reloadDocument, onClick, target, ref, ...anchor }: LinkProps) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  // A data router's navigator adds the basename itself; a plain history (MemoryRouter in tests) is given the URL.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const inApp = to.startsWith('/') && !to.startsWith('//');
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inApp || reloadDocument || event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    const path = dataRouter ? to : hrefOf(basename, to);
    if (replace ?? currentAppPath() === to) navigator.replace(path, state);
    else navigator.push(path, state);
  };
  return <a {...anchor} ref={ref} href={hrefOf(basename, to)} target={target} onClick={follow} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this very path, not also below it (`/` would otherwise be active everywhere). */
  end?: boolean;
}

/** A Link that marks itself as the open page (`aria-current="page"` and the `active` class, as React Router's). */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const path = link.to.split(/[?#]/, 1)[0] ?? link.to;
  const active = pathname === path || (!end && path !== '/' && pathname.startsWith(`${path}/`));
  return (
    <Link
      {...link}
      className={active ? (className ? `${className} active` : 'active') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
