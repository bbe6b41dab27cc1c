import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { fakeJwt, installWindow, jsonResponse } from './test-env';

describe('the offline queue', () => {
  beforeEach(() => {
    const storage = installWindow('/job-detail/7');
    storage.setItem('access_token', fakeJwt({ user_id: 4 }));
    storage.setItem('refresh_token', fakeJwt({ user_id: 4 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says an application is queued, for its job and person only, until it is sent', async () => {
    const queue = { ...(await import('./offlineQueue')), ...(await import('./offlineQueued')) };
    const changed = vi.fn();
    expect(queue.isQueued('apply', 7, 4)).toBe(false);
    const unsubscribe = queue.subscribeQueue(changed);

    expect(queue.queueOfflineAction({ kind: 'apply', job: 7, title: 'Welder', user: 4 })).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(queue.isQueued('apply', 7, 4)).toBe(true);
    expect(queue.isQueued('save', 7, 4)).toBe(false);
    expect(queue.isQueued('apply', 8, 4)).toBe(false);
    expect(queue.isQueued('apply', 7, 5)).toBe(false);
    expect(queue.isQueued('apply', 7, undefined)).toBe(false);

    // Back online, it is sent and no longer waits.
    const fetch = vi.fn(async (url: string) =>
      url.includes(API.jobApplications) ? jsonResponse(201, { id: 1, job: 7 }) : jsonResponse(200, {}),
    );
    vi.stubGlobal('fetch', fetch);
    changed.mockClear();
    await queue.sendQueuedActions();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(API.jobApplications))).toBe(true);
    expect(queue.isQueued('apply', 7, 4)).toBe(false);
    expect(changed).toHaveBeenCalled();
    unsubscribe();
  });
});
