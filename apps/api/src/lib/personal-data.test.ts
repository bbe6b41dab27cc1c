// No public answer carries a person's e-mail address, username or phone number (docs/personal-data.md): every public
// GET of the OpenAPI document, lists and details alike, over data made by people who gave no name.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, testimonials, users } from '../db/schema/index.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { make } from '../test/factories.js';

let t: TestContext;
const secrets: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const nameless = async <T extends { id: number; username: string; email: string }>(user: T, phone: string) => {
    await t.db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, user.id));
    await t.db
      .update(profiles)
      .set({ phoneNumber: phone, alternativeContact: phone.replace('77', '70') })
      .where(eq(profiles.userId, user.id));
    secrets.push(user.email, user.username, phone, phone.replace('77', '70'));
    return user;
  };
  const trainer = await make.trainer(t.db);
  await nameless(trainer.user, '+256771000001');
  await make.training(t.db, trainer);
  const provider = await make.skillProvider(t.db);
  await nameless(provider.user, '+256771000002');
  await make.competition(t.db, provider);
  const counsellor = await make.counsellor(t.db);
  await nameless(counsellor.user, '+256771000003');
  await make.careerEvent(t.db, { userId: counsellor.user.id });
  await make.counsellingCenter(t.db);
  const employer = await nameless(await make.user(t.db, { groups: ['Company'] }), '+256771000004');
  await make.job(t.db, await make.company(t.db, employer));
  const author = await nameless(await make.user(t.db), '+256771000005');
  await t.db
    .insert(testimonials)
    .values({ userId: author.id, user: 'Grace A.', text: 'The portal found me a welding job.' });
});

describe('public answers', () => {
  it('never carry an e-mail address, a username or a phone number', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const publicGets = Object.entries(doc.paths)
      .filter(
        ([path, methods]) =>
          path.startsWith('/api/') &&
          !path.startsWith('/api/docs') &&
          methods.get &&
          (methods.get.security ?? []).length === 0,
      )
      .map(([path]) => path);
    expect(publicGets.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    let answered = 0;
    for (const path of publicGets) {
      const urls = path.includes('{') ? [1, 2, 3].map((id) => path.replace(/\{[^}]+\}/g, String(id))) : [path];
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url });
        if (res.statusCode === 200) answered++;
        for (const secret of secrets) if (res.body.includes(secret)) leaks.push(`${url} shows ${secret}`);
      }
    }
    expect(answered).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  });
});
