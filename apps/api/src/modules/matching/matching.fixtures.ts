// What the two matching tests share: the diploma their best-fitting welder holds (the education rule's "diploma").
import type { education } from '../../db/schema/index.js';

export const WELDING_DIPLOMA = {
  school: 'Gulu Technical Institute',
  certification: 'Diploma in Welding and Fabrication',
  totalScore: 3.6,
  grades: 'CGPA',
  startDate: '2017-01-01',
  endDate: '2019-12-01',
} satisfies Omit<typeof education.$inferInsert, 'userId'>;
