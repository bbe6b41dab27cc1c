/**
 * Lets non-React code (the API client) navigate through the router without a full page reload.
 * The router registers itself at start-up; until then a plain location change is used.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a navigation to the same page that only renders it again). */
  preventScrollReset?: boolean;
}

type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function setNavigator(fn: Navigator): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}
