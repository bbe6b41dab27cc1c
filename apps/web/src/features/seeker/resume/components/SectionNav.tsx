import '@mantine/core/styles/NavLink.layer.css';
import { NativeSelect, NavLink } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import { scrollToSection } from './scroll';
import { RESUME_SECTIONS } from './sections';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** The side navigation of wide screens: Dashboard, then every section. */
export function SectionNav() {
  return (
    <nav aria-label={t('resume.profileSections')}>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
        <li>
          <NavLink component={Link} to="/dashboard" label={t('sidebar.dashboard')} />
        </li>
        {RESUME_SECTIONS.map((s) => (
          <li key={s.id}>
            <NavLink
              href={`#${s.id}`}
              label={translateServerMessage(s.label)}
              onClick={(event) => {
                if (scrollToSection(s.id)) event.preventDefault();
              }}
            />
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/** The same choices on a phone, as a jump menu. */
export function SectionJumpMenu() {
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t('resume.jumpToASection')}
      value=""
      data={[
        { value: '', label: t('resume.chooseASection') },
        { value: '/dashboard', label: t('sidebar.dashboard') },
        ...RESUME_SECTIONS.map((s) => ({ value: s.id, label: translateServerMessage(s.label) })),
      ]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (value === '/dashboard') void navigate('/dashboard');
        else if (value) scrollToSection(value);
      }}
    />
  );
}
