import { createContext, useContext } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { t } from '@/lib/i18n';

export const SITE_NAME = 'Uganda TVET Skills & Jobs Portal';

/** What a server-rendered page tells the document head (the server renderer provides one per request). */
export interface ServerHead {
  title: string;
}
export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The site's origin as the browser sees it; the server renderer provides the request's own. */
export const SiteOriginContext = createContext<string | null>(null);

/** The origin for absolute links (structured data): the same on the server and in the browser, so hydration matches. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}

/** Sets the document title so screen-reader users and tabs know which page is open (and search engines, on the server). */
export function usePageTitle(title: string): void {
  const site = t('site.title');
  const full = title ? `${title} | ${site}` : site;
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.title = full;
  useDocumentTitle(full);
}
