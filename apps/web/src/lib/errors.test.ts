import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, parseErrorBody } from './errors';
import { applyFormErrors, toFormErrors } from './forms/fieldErrors';

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

  it('maps server names to form fields and keeps unknown fields as unplaced', () => {
    const result = toFormErrors(
      { 'profile.profile_pic': ['Bad image'], email: ['Taken'], other: ['Odd'] },
      { fieldMap: { 'profile.profile_pic': 'profile_pic', email: 'username' }, fields: ['username', 'profile_pic'] },
    );
    expect(result.fieldErrors).toEqual({ profile_pic: 'Bad image', username: 'Taken' });
    expect(result.unplaced).toEqual(['Odd']);
    expect(result.first).toBe('Odd');
  });

  it('applyFormErrors sets errors and returns the first message', () => {
    const setErrors = vi.fn();
    const message = applyFormErrors({ setErrors }, new ApiError(400, { new_password: ['Too short.'] }));
    expect(setErrors).toHaveBeenCalledWith({ new_password: 'Too short.' });
    expect(message).toBe('Too short.');
  });

  it('errorMessage hides server errors behind the fallback', () => {
    expect(errorMessage(new ApiError(500, 'Internal'), 'Try later')).toBe('Try later');
    expect(errorMessage(new ApiError(429, { detail: 'Slow down' }))).toBe('Slow down');
  });
});
