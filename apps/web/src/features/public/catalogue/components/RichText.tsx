import { Typography } from '@/lib/ui/plain';

/**
 * HTML written by providers. It is sanitised by the server when it is saved (allow-list), so it is safe to render.
 * Text typed in a plain textarea (no tags) keeps its line breaks.
 */
export function RichText({ html }: { html: string }) {
  const plain = !/<[a-z][^>]*>/i.test(html);
  return (
    <Typography
      style={{ overflowWrap: 'anywhere', whiteSpace: plain ? 'pre-line' : undefined }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
