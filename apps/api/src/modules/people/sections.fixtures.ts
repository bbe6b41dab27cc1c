// Shared set-up of the CV section tests: the app, files to upload, a caller for JSON and multipart, stored files, a new seeker.
import { beforeAll } from 'vitest';
import {
  buildTestApp,
  download as downloadThrough,
  storedFiles as storedFilesOf,
  type TestContext,
} from '../../test/app.js';
import { authHeaders, isoDay, make, type TestUser } from '../../test/factories.js';
import { multipart, NOT_AN_IMAGE, PDF, PNG_1PX, type Part } from '../../test/multipart.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Fields = Record<string, Part | Part[]>;

/** A valid recent work (a steel gate for Harriet, finished 20 days ago), with `over` on top. */
export const recentWork = (over: Fields = {}): Fields => ({
  work_done: 'Steel gate',
  client_name: 'Harriet',
  client_contact: '+256772418305',
  date_stated: isoDay(-30),
  date_finished: isoDay(-20),
  ...over,
});

export function sectionsTestKit() {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  const pdf = (filename = 'certificate.pdf'): Part => ({ filename, contentType: 'application/pdf', content: PDF });
  const png = (filename = 'work.png'): Part => ({ filename, contentType: 'image/png', content: PNG_1PX });
  const textAsPdf: Part = {
    filename: 'certificate.pdf',
    contentType: 'application/pdf',
    content: Buffer.from('plain text renamed to .pdf\n'),
  };
  const textAsPng: Part = { filename: 'work.png', contentType: 'image/png', content: NOT_AN_IMAGE };

  async function call(user: TestUser | null, method: Method, url: string, body?: Fields, as: 'json' | 'form' = 'form') {
    const auth = user ? await authHeaders(t.tokens, user) : {};
    if (!body) return t.app.inject({ method, url, headers: auth });
    if (as === 'json')
      return t.app.inject({
        method,
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...auth },
      });
    const form = multipart(body);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
  }

  const storedFiles = () => storedFilesOf(t);
  const download = (link: string) => downloadThrough(t, link);
  const seeker = async () => (await make.jobSeeker(t.db)).user;
  return {
    get t() {
      return t;
    },
    PDF,
    pdf,
    png,
    textAsPdf,
    textAsPng,
    download,
    seeker,
    call,
    storedFiles,
  };
}
