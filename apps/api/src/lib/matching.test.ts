// The skill matching shared by recommended jobs and suggested candidates, as text-search queries.
import { describe, expect, it } from 'vitest';
import { skillQuery, titleSkillsQuery } from './matching.js';

describe('skillQuery', () => {
  it('matches a skill by the start of its longer words and by the trade’s other names', () => {
    expect(skillQuery('Arc welding')).toBe('(welding:*) | (fabric:*)');
    expect(skillQuery('MS Excel')).toBe('(excel:*)');
    expect(skillQuery('C++')).toBeNull();
    expect(skillQuery('Car mechanic')).toBe('(mechanic:*) | (motor:* & vehicle:*) | (automotive:*)');
  });
});

describe('titleSkillsQuery', () => {
  it('cuts a title’s words to their trade’s root, so a "Welder" job finds people who list welding', () => {
    expect(titleSkillsQuery('Welder')).toBe('(weld:*) | (fabric:*)');
    expect(titleSkillsQuery('Solar PV Technician')).toBe('(sola:*) | (photovoltaic:*) | (technic:*)');
    expect(titleSkillsQuery('IT')).toBeNull();
  });
});
