import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { Anchor, Text } from '@/lib/ui/plain';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import type { TokenPair } from '@/lib/storage';
import { LoginForm } from './LoginForm';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** Account screens where staying after a login makes no sense (and /register would bounce a logged-in user). */
const LEAVE_AFTER_LOGIN = new Set([
  '/login',
  '/register',
  '/verify-account',
  '/account-activated',
  '/forgot-password',
  '/reset-password',
]);

/** The header's login dialog (spec 000 §2.2). After a login the visitor stays on the page they were reading. */
export function LoginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const onSuccess = async (tokens: TokenPair) => {
    onClose();
    // Leave a visitors-only page before the session exists, or its guard would object.
    if (LEAVE_AFTER_LOGIN.has(pathname)) await navigate('/');
    session.login(tokens);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('header.login')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('login.closeDialog') }}
    >
      <LoginForm
        onSuccess={onSuccess}
        onUnverified={(verifyPath) => {
          onClose();
          void navigate(verifyPath);
        }}
        onLeave={onClose}
      />
      <Text size="sm" mt="lg">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register" onClick={onClose}>
          {t('header.signUp')}
        </Anchor>
      </Text>
    </Modal>
  );
}
