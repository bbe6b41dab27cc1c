import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, parseErrorBody } from './errors';

describe('DRF error bodies', () => {
  it('splits field, nested and general messages', () => {
    const parsed = parseErrorBody({
      username: ['A user with that username already exists.'],
      profile: { profile_pic: ['Upload a valid image.'] },
      non_field_errors: ['Unable to log in with the provided credentials.'],
    });
    expect(parsed.fields).toEqual({
      username: 'A user with that username already exists.',
      'profile.profile_pic': 'Upload a valid image.',
    });
    expect(parsed.general).toEqual(['Unable to log in with the provided credentials.']);
  });

  it('reads {detail} and ignores code', () => {
    expect(parseErrorBody({ detail: 'Not found.', code: 'x' })).toEqual({ fields: {}, general: ['Not found.'] });
  });

  it('errorMessage hides server errors behind the fallback', () => {
    expect(errorMessage(new ApiError(500, 'Internal'), 'Try later')).toBe('Try later');
    expect(errorMessage(new ApiError(429, { detail: 'Slow down' }))).toBe('Slow down');
  });
});
