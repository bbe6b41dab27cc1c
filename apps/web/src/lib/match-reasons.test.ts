// A match's reasons in the page's language: the API's words, a level of education and a job category translated;
// skills and places (data) as they came.
import { afterEach, describe, expect, it } from 'vitest';
import { MATCH_REASONS } from '@portal/contract';
import { activateLanguage } from './i18n';
import { translateMatchReason } from './match-reasons';

const CATEGORIES: Record<string, string> = { Plumbing: 'Ufundi bomba' };
const categoryName = (name: string) => CATEGORIES[name] ?? name;

describe('translateMatchReason', () => {
  afterEach(() => activateLanguage('en'));

  it('translates the words, the education level and the job category in Swahili, and keeps skills and places', async () => {
    await activateLanguage('sw');
    expect(translateMatchReason(`${MATCH_REASONS.skills}: Arc welding (SMAW)`, categoryName)).toBe(
      'Inalingana na ujuzi wako: Arc welding (SMAW)',
    );
    expect(translateMatchReason(`${MATCH_REASONS.field}: Plumbing`, categoryName)).toBe(
      'Katika fani yako: Ufundi bomba',
    );
    expect(translateMatchReason(`${MATCH_REASONS.education}: Diploma`, categoryName)).toMatch(/: Stashahada$/);
    expect(translateMatchReason(`${MATCH_REASONS.town}: Kampala`, categoryName)).toMatch(/: Kampala$/);
    // A first switch to a language compiles its catalogue in the test runner: slow on a busy machine.
  }, 30_000);

  it('leaves an English reason as the API wrote it', () => {
    expect(translateMatchReason(`${MATCH_REASONS.candidateField}: Plumbing`, (n) => n)).toBe(
      'Works in this field: Plumbing',
    );
  });
});
