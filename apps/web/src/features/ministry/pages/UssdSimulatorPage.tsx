import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { Button, Group, Stack, Text, Title } from '@/lib/ui/plain';
import { errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page';
import { useUssdStep } from '../api/ministry';
import classes from './UssdSimulator.module.css';

/** A session under way: its id, the inputs sent so far, and whether its last screen ended it. */
type Session = { id: string; inputs: string[]; ended: boolean };

/**
 * /ministry/ussd-simulator (issue 33): the USSD menu as a phone shows it, for a number typed in, through the
 * Ministry's simulator endpoint (the same menu as Africa's Talking's callback). What it does is real: an application
 * made here is made for that number.
 */
export function UssdSimulatorPage() {
  usePageTitle(t('sidebar.ussdSimulator'));
  const step = useUssdStep();
  const [phone, setPhone] = useState('');
  const [session, setSession] = useState<Session | null>(null);
  const [screen, setScreen] = useState('');
  const [reply, setReply] = useState('');

  const send = (next: Session) =>
    step.mutate(
      { phoneNumber: phone.trim(), sessionId: next.id, text: next.inputs.join('*') },
      {
        onSuccess: ({ screen: answer }) => {
          setSession({ ...next, ended: answer.startsWith('END') });
          setScreen(answer.replace(/^(CON|END) /, ''));
          setReply('');
        },
        onError: (error) => setScreen(errorMessage(error)),
      },
    );
  const dial = (event: FormEvent) => {
    event.preventDefault();
    send({ id: `simulator-${Date.now()}`, inputs: [], ended: false });
  };
  const answer = (event: FormEvent) => {
    event.preventDefault();
    if (session && !session.ended) send({ ...session, inputs: [...session.inputs, reply.trim()] });
  };
  const cancel = () => {
    setSession(null);
    setScreen('');
    setReply('');
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('sidebar.ussdSimulator')}</Title>
        <Text c="dimmed">{t('ministry.ussdIntro')}</Text>
      </Stack>
      <form onSubmit={dial}>
        <Group align="end">
          <TextInput
            label={t('ministry.phoneNumber')}
            description={t('ministry.inInternationalForm')}
            placeholder="+256772000001"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            required
            type="tel"
          />
          <Button type="submit" disabled={step.isPending}>
            {t('ministry.dial')}
          </Button>
        </Group>
      </form>
      {session && (
        <div className={classes.phone}>
          <Stack gap="sm">
            <output className={classes.screen} aria-live="polite" aria-label={t('ministry.phoneScreen')}>
              {screen}
            </output>
            {session.ended ? (
              <Group justify="space-between">
                <Text size="sm">{t('ministry.theSessionHasEnded')}</Text>
                <Button variant="default" onClick={cancel}>
                  {t('ministry.close')}
                </Button>
              </Group>
            ) : (
              <form onSubmit={answer}>
                <Stack gap="xs">
                  <TextInput
                    aria-label={t('ministry.yourAnswer')}
                    value={reply}
                    onChange={(e) => setReply(e.currentTarget.value)}
                    autoComplete="off"
                    data-autofocus
                  />
                  <Group>
                    <Button type="submit" disabled={step.isPending}>
                      {t('ministry.send')}
                    </Button>
                    <Button variant="default" onClick={cancel}>
                      {t('ministry.cancel')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
