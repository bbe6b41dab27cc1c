import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Alert, Modal, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@/lib/ui/plain';
import { useEffect, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { JOB_MESSAGES, type JobDetail } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { applyReturnPath, withNext } from '@/lib/returnPath';
import { useSession } from '@/lib/session';
import { SeekerAccountNeeded } from '@/lib/ui/SeekerAccountNeeded';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { isConnectionError, queueOfflineAction } from '@/lib/offlineQueue';
import { useQueued } from '@/lib/offlineQueued';
import { useApplyMutation } from '../api/apply';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/**
 * The job's action (spec 000 §2.5): closed → a notice; applied → a notice; an external link → Apply Now in a
 * new tab; a visitor → Register and apply or Log in to apply (both come back here with the dialog open); a
 * signed-in user → Apply Now with a confirmation dialog.
 */
export function ApplyAction({ job, isLoggedIn }: { job: JobDetail; isLoggedIn: boolean }) {
  const [opened, dialog] = useDisclosure(false);
  const apply = useApplyMutation();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.user?.user_id;
  const [seekersOnly, setSeekersOnly] = useState(false);
  const [params, setParams] = useSearchParams();
  const askedToApply = params.get('apply') === '1';
  const canApply = isLoggedIn && job.is_open && !job.has_applied && !job.job_link;
  const groupsKnown = session.groups !== undefined;
  // Applied offline: the application waits on the phone until the connection returns (then the job says "applied").
  const queued = useQueued('apply', job.id, userId);

  // Back from logging in or registering to apply (?apply=1): the dialog opens once the account is known, and the
  // address loses the flag so a reload does not open it again.
  useEffect(() => {
    if (!askedToApply || !isLoggedIn || (canApply && !groupsKnown)) return;
    const rest = new URLSearchParams(params);
    rest.delete('apply');
    setParams(rest, { replace: true });
    if (!canApply) return;
    if (session.hasGroup('JobSeeker')) dialog.open();
    else setSeekersOnly(true);
  }, [askedToApply, isLoggedIn, canApply, groupsKnown, params, setParams, session, dialog]);

  if (!job.is_open) {
    return (
      <Alert color="gray" variant="light" title={t('apply.closed')} p="sm">
        {translateServerMessage(JOB_MESSAGES.closed)}
      </Alert>
    );
  }
  if (job.has_applied) {
    return (
      <Alert color="green" variant="light" title={t('apply.applied')} p="sm">
        {t('apply.followIn')}{' '}
        <Anchor component={Link} to="/jobs-applied-job">
          {t('apply.appliedJobs')}
        </Anchor>
      </Alert>
    );
  }
  if (job.job_link) {
    return (
      <Button component="a" href={job.job_link} target="_blank" rel="noopener noreferrer">
        {t('apply.applyNow')}
        <VisuallyHidden> {t('apply.opensEmployerSite')}</VisuallyHidden>
      </Button>
    );
  }
  if (!isLoggedIn) {
    // Either way the visitor comes back to this job with the apply dialog open.
    const back = applyReturnPath(job.id);
    return (
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={withNext('/register', back)}>
          {t('apply.registerAndApply')}
        </Button>
        <Button component={Link} to={withNext('/login', back)} variant="outline">
          {t('apply.logInToApply')}
        </Button>
      </Group>
    );
  }

  const submit = () =>
    apply.mutate(job.id, {
      onSuccess: () => {
        dialog.close();
        notifySuccess(JOB_MESSAGES.applied);
        void navigate('/jobs-applied-job');
      },
      onError: (error) => {
        dialog.close();
        // No connection: the application waits on the phone and goes when the connection returns (issue 17).
        if (
          isConnectionError(error) &&
          userId !== undefined &&
          queueOfflineAction({ kind: 'apply', job: job.id, title: job.title, user: userId })
        )
          notifyInfo(t('offline.applyQueued'));
        else if (error instanceof ApiError && error.status === 403) setSeekersOnly(true);
        else notifyError(errorMessage(error), JOB_MESSAGES.applyFailed);
      },
    });
  // Groups not loaded yet: the server decides (403 for a user without the job seeker account).
  const open = () =>
    session.groups !== undefined && !session.hasGroup('JobSeeker') ? setSeekersOnly(true) : dialog.open();

  if (queued) {
    return (
      <Button disabled data-testid="apply-queued">
        {t('apply.queued')}
      </Button>
    );
  }

  return (
    <>
      <Button onClick={open}>{t('apply.applyNow')}</Button>
      {seekersOnly && <SeekerAccountNeeded message={JOB_MESSAGES.seekersOnly} next={applyReturnPath(job.id)} />}
      <Modal opened={opened} onClose={dialog.close} title={t('apply.dialogTitle')} centered>
        <Stack gap="md">
          <Text>
            {t('apply.dialogText')} <strong>{job.title}</strong>
          </Text>
          <Anchor component={Link} to="/jobs-my-resume">
            {t('apply.updateCv')}
          </Anchor>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={apply.isPending}>
              {t('apply.apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
