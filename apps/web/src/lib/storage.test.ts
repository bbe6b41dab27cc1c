import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, installWindow } from './test-env';

describe('the session snapshot', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = installWindow('/jobs');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is, for a visitor, the very object the server rendered with (no re-render after hydration)', async () => {
    vi.resetModules();
    const { getSessionSnapshot, getServerSessionSnapshot } = await import('./storage');
    expect(getSessionSnapshot()).toBe(getServerSessionSnapshot());
    // Still so after a session came and went.
    const future = Math.floor(Date.now() / 1000) + 3600;
    storage.setItem('access_token', fakeJwt({ user_id: 4, exp: future }));
    storage.setItem('refresh_token', fakeJwt({ user_id: 4, exp: future }));
    const signedIn = getSessionSnapshot();
    expect(signedIn).toMatchObject({ loggedIn: true, user: { user_id: 4 } });
    expect(getSessionSnapshot()).toBe(signedIn);
    storage.removeItem('access_token');
    storage.removeItem('refresh_token');
    expect(getSessionSnapshot()).toBe(getServerSessionSnapshot());
  });
});
