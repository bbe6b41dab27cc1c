// Jobs the browser tests make for themselves, so a test never depends on (or changes) the demo data's own.
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from './accounts';
import { authHeader } from './session';
import { expect } from './test';

/** A fresh open job of the demo company (nobody has applied to it), with a long description to scroll through. */
export async function freshJob(request: APIRequestContext, title: string, fields: Record<string, unknown> = {}) {
  const headers = await authHeader(request, DEMO.company);
  const list = async (path: string) => (await (await request.get(path)).json()) as { id: number }[];
  const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const res = await request.post('/api/employer/jobs/', {
    headers,
    data: {
      title,
      location: (await list('/api/common/districts/'))[0]!.id,
      job_category: (await list('/api/common/job-categories/'))[0]!.id,
      function_area: (await list('/api/common/functional-areas/'))[0]!.id,
      available_positions: 2,
      min_pay: 550_000,
      max_pay: 1_350_000,
      submission_deadline: deadline,
      description: `<p>${'Build and repair steel frames, gates and roofing trusses on site in Kampala. '.repeat(40)}</p>`,
      qualifications: '<p>A certificate in welding and fabrication.</p>',
      application_procedure: '<p>Apply through the portal.</p>',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

