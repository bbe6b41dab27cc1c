/** A chosen CV checked as the server will (type and size), by the contract's schema: loaded once a file is chosen. */
import { cvUploadSchema } from '@portal/contract';
import { t } from '@/lib/i18n';

/** What is wrong with the file, or null. */
export function cvProblem(file: File): string | null {
  const checked = cvUploadSchema.safeParse({ cv_upload: file });
  return checked.success ? null : (checked.error.issues[0]?.message ?? t('resume.uploadAPdfOr'));
}
