import { useDocumentTitle } from '@mantine/hooks';

export const SITE_NAME = 'Uganda TVET Skills & Jobs Portal';

/** Sets the document title so screen-reader users and tabs know which page is open. */
export function usePageTitle(title: string): void {
  useDocumentTitle(title ? `${title} | ${SITE_NAME}` : SITE_NAME);
}
