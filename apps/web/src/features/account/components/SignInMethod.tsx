import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { t } from '@/lib/i18n';

/** How a person signs up, in or resets their password (issue 33): by phone number or by e-mail address. */
export type SignInMethod = 'phone' | 'email';

/** Below 48em most visitors hold a phone, and sign up with its number sooner than with an address. */
const PHONE_SIZED = '(max-width: 47.99em)';

/**
 * The method chosen, first the one that suits the screen: the phone's number on a phone-sized screen, the e-mail
 * address on a wider one. The pages that use it are never rendered on the server, so the screen is known at once.
 */
export function useSignInMethod(): { method: SignInMethod; setMethod: (m: SignInMethod) => void; phoneFirst: boolean } {
  const phoneFirst = useMediaQuery(PHONE_SIZED, false, { getInitialValueInEffect: false });
  const [chosen, setMethod] = useState<SignInMethod | null>(null);
  return { method: chosen ?? (phoneFirst ? 'phone' : 'email'), setMethod, phoneFirst };
}

/**
 * The two methods as a segmented pair of toggle buttons, the screen's first one first. Buttons rather than Mantine's
 * SegmentedControl: they take a thumb's 44 px on a phone like every button (app/global.css), and their names are not
 * field labels, so "E-mail" still names one field only.
 */
export function SignInMethodControl({ method, setMethod, phoneFirst }: ReturnType<typeof useSignInMethod>) {
  const choices: [SignInMethod, string][] = [
    ['phone', t('signIn.byPhone')],
    ['email', t('signIn.byEmail')],
  ];
  if (!phoneFirst) choices.reverse();
  return (
    <Button.Group aria-label={t('signIn.method')}>
      {choices.map(([value, label]) => (
        <Button
          key={value}
          fullWidth
          variant={method === value ? 'filled' : 'default'}
          aria-pressed={method === value}
          onClick={() => setMethod(value)}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
