import { Typography } from '@mantine/core';

/** HTML written by providers. It is sanitised by the server when it is saved (allow-list), so it is safe to render. */
export function RichText({ html }: { html: string }) {
  return <Typography style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
