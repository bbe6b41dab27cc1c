import { Typography } from '@/lib/ui/plain';

/** The profile summary: HTML the server sanitised (allow-list) when it was saved, so it is safe to render. */
export function RichText({ html }: { html: string }) {
  return <Typography style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
