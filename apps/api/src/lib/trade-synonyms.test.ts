// The expansion of a search by the trade synonyms (issue 32): a Kiswahili or Luganda word or phrase stands for every
// term of its group; English words and words of no group are searched exactly as before synonyms existed.
import { describe, expect, it } from 'vitest';
import { prefixTsQuery } from './listing.js';
import { NO_SYNONYMS, searchParts, searchTsQuery, synonymIndex } from './trade-synonyms.js';

const synonyms = synonymIndex([
  { en: ['electrician'], sw: ['fundi umeme'], lg: ["omukozi w'amasannyalaze"] },
  { en: ['auto electrician'], sw: ['fundi umeme wa magari'], lg: [] },
  { en: ['technician', 'artisan'], sw: ['fundi'], lg: ['fundi', 'omukugu'] },
  { en: ['cook', 'chef'], sw: ['mpishi'], lg: ['Omufumbi'] },
]);

describe('searchParts', () => {
  it('leaves an English search and words of no group as the search always read them', () => {
    for (const search of ['Metal Fabricator', 'electrician in Gulu', 'cook cook chef', 'kisanduku', 'C++ & | !'])
      expect(searchTsQuery(search, synonyms)).toBe(prefixTsQuery(search));
    expect(searchTsQuery('electrician in Gulu', synonyms)).toBe('electrician:* & in:* & gulu:*');
    expect(searchParts('  !!  ', synonyms)).toBeNull();
    expect(searchParts(undefined, synonyms)).toBeNull();
  });

  it('turns a Kiswahili or Luganda word into any term of its group, in any case', () => {
    expect(searchParts('MPISHI', synonyms)).toEqual(['(cook:* | chef:* | mpishi:* | omufumbi:*)']);
    expect(searchParts('omufumbi Gulu', synonyms)).toEqual(['(cook:* | chef:* | mpishi:* | omufumbi:*)', 'gulu:*']);
  });

  it('matches the longest phrase at each word, its words as the search reads them', () => {
    // A term's particles ("w'") are left out of its query when it has longer words.
    const electrician = '(electrician:* | (fundi:* & umeme:*) | (omukozi:* & amasannyalaze:*))';
    expect(searchParts('fundi umeme', synonyms)).toEqual([electrician]);
    expect(searchParts("Omukozi W'amasannyalaze", synonyms)).toEqual([electrician]);
    expect(searchParts('fundi umeme wa magari', synonyms)).toEqual([
      '((auto:* & electrician:*) | (fundi:* & umeme:* & magari:*))',
    ]);
    // "fundi" alone is its own group's; a word after it that begins no phrase is a word.
    expect(searchParts('fundi kampala', synonyms)).toEqual([
      '(technician:* | artisan:* | fundi:* | omukugu:*)',
      'kampala:*',
    ]);
  });

  it('has nothing to expand without groups', () => {
    expect(searchTsQuery('fundi umeme', NO_SYNONYMS)).toBe('fundi:* & umeme:*');
  });
});
