import { Container, Stack } from '@/lib/ui/plain';
import { usePageTitle } from '@/lib/page';
import button from '@/lib/ui/Button.module.css';
import typography from '@/lib/ui/Typography.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <Container py={64}>
      <Stack align="center" gap="md" ta="center">
        <p
          className={typography.text}
          style={{ fontWeight: 800, fontSize: 64, lineHeight: 1, color: 'var(--mantine-color-brand-8)' }}
          aria-hidden="true"
        >
          404
        </p>
        <h1 className={typography.title}>{t('notFound.title')}</h1>
        <p className={typography.text}>{t('notFound.text')}</p>
        <Link to="/" className={button.button}>
          {t('common.backHome')}
        </Link>
      </Stack>
    </Container>
  );
}
