// What the competition and skills-application tests share: two skill providers, a job seeker and a company owner.
import type { TestContext } from '../../test/app.js';
import { make, type Made, type TestUser } from '../../test/factories.js';

export type CompetitionCast = {
  provider: Made<'skillProvider'>;
  otherProvider: Made<'skillProvider'>;
  seeker: TestUser;
  companyUser: TestUser;
};

export async function competitionCast(t: TestContext): Promise<CompetitionCast> {
  const provider = await make.skillProvider(t.db, { title: 'Uganda Skills Council' });
  const otherProvider = await make.skillProvider(t.db, { title: 'Northern Crafts Network' });
  const seeker = (await make.jobSeeker(t.db, { firstName: 'Aisha' })).user;
  const companyUser = await make.user(t.db, { groups: ['Company'] });
  await make.company(t.db, companyUser);
  return { provider, otherProvider, seeker, companyUser };
}
