import { listSection } from '../components/CrudSection';
import type { CertificationRow } from '@portal/contract';
import { certificationsApi } from '../../api/certifications';
import { SECTION_MESSAGES } from './messages';
import { CertificationsView } from '../views/CertificationsView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const CertificationsSection = listSection<CertificationRow>({
  section: () => ({
    id: 'certifications',
    title: t('resume.certifications'),
    api: certificationsApi,
    View: CertificationsView,
    words: {
      add: t('resume.aCertification'),
      list: t('resume.yourCertifications'),
      noun: t('resume.certification'),
      deleteTitle: t('resume.deleteThisCertification'),
    },
    messages: SECTION_MESSAGES.certifications,
    deleteText: (row) => (
      <Message id="resume.certificationRemoved" elements={{ name: <strong>{row?.title}</strong> }} />
    ),
  }),
  form: () => import('../forms/CertificationsForm'),
});
