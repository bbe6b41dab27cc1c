// The Ministry's accepted wordings put over the built catalogue (issue 32), and the suggest mode's lookup of a tapped
// text's message id and source.
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedWordings, loadMessages, resolveActiveI18n, t } from './index';
import { applyAcceptedWordings } from './acceptedWordings';
import { messageIdsFor, messageSource } from './compiledMessages';

const built = { close: t('common.close'), couldNotLoad: t('common.couldNotLoad', { what: 'jobs' }) };
afterAll(() => {
  for (const id of Object.keys(acceptedWordings)) delete acceptedWordings[id];
});

describe('accepted wordings', () => {
  it('replace the built messages, placeholders and all, and say whether a loaded one changed', () => {
    expect(applyAcceptedWordings({ 'common.close': ['Close now'] })).toBe(true);
    expect(t('common.close')).toBe('Close now');
    expect(t('common.close')).not.toBe(built.close);
    expect(applyAcceptedWordings({ 'common.close': ['Close now'] })).toBe(false);
    applyAcceptedWordings({ 'common.couldNotLoad': ['Nothing came: ', ['what']] });
    expect(t('common.couldNotLoad', { what: 'jobs' })).toBe('Nothing came: jobs');
  });

  it('stay over a part of the catalogue loaded afterwards', async () => {
    applyAcceptedWordings({ 'ministry.acceptedATranslation': ['Took a wording'] });
    await loadMessages('work');
    expect(t('ministry.acceptedATranslation')).toBe('Took a wording');
    expect(t('ministry.rejectedATranslation')).toBe('Rejected a translation');
  });
});

describe('the suggest mode’s lookup', () => {
  it('finds the ids that can render a tapped text, whatever the values put in', () => {
    expect(messageIdsFor('Nothing came: the trainings')).toContain('common.couldNotLoad');
    expect(messageIdsFor('3 jobs')).toContain('common.jobCount');
    expect(messageIdsFor('  Took a   wording ')).toEqual(['ministry.acceptedATranslation']);
    expect(messageIdsFor('Words nobody wrote in a catalogue')).toEqual([]);
  });

  it('gives a message’s ICU source back from its compiled form', () => {
    expect(messageSource(resolveActiveI18n().messages['common.jobCount'])).toBe(
      '{count, plural, one {# job} other {# jobs}}',
    );
    expect(messageSource(['Nothing came: ', ['what']])).toBe('Nothing came: {what}');
  });
});
