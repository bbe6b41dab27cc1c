import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Full-area spinner while a page or its data loads; announced politely to screen readers. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={240} role="status">
      <Loader />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
