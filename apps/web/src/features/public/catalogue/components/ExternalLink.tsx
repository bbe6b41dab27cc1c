import type { ReactNode } from 'react';
import { type ButtonProps, Button } from '@mantine/core';
import { VisuallyHidden } from '@/lib/ui/plain';
import { t } from '@/lib/i18n';

/** Only http(s) links leave the portal; anything else typed into a provider form is not made clickable. */
export function isWebLink(href: string | null | undefined): href is string {
  return !!href && /^https?:\/\//i.test(href.trim());
}

/** A button-looking link to another site, opened in a new tab and announced as such. */
export function ExternalButton({ href, children, ...props }: { href: string; children: ReactNode } & ButtonProps) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('catalogue.opensInANewTab')}</VisuallyHidden>
    </Button>
  );
}
