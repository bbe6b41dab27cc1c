// The own-or-public rule of decision 005, shared by the trainings and competitions lists (their HTTP tests cover
// the answers: trainings.manage.test.ts and competitions.test.ts).
import { describe, expect, it } from 'vitest';
import { listScopeRule } from './list-scope.js';

describe('listScopeRule', () => {
  it('gives the public list to whoever asks for it', () => {
    expect(listScopeRule('public', false, false)).toBe('public');
    expect(listScopeRule('public', true, true)).toBe('public');
  });

  it('gives own rows only to a signed-in holder of the account type', () => {
    expect(listScopeRule('own', true, true)).toBe('own');
    expect(listScopeRule('own', true, false)).toBe('forbidden');
    // A visitor, or a stale token (read as no user): the route answers 401, token_not_valid when a token was sent.
    expect(listScopeRule('own', false, false)).toBe('unauthenticated');
  });

  it('without a scope: own rows for a holder, the public list for everyone else', () => {
    expect(listScopeRule(undefined, true, true)).toBe('own');
    expect(listScopeRule(undefined, true, false)).toBe('public');
    expect(listScopeRule(undefined, false, false)).toBe('public');
  });
});
