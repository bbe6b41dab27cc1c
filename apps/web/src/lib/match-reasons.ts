// The reasons a job fits a seeker, or a candidate a job (the API's MATCH_REASONS words, then ": " and a value), in
// the page's language: the words are `server:` messages; the value is translated where it is a name the portal knows —
// a level of education (a `server:` message too) or a job category (its lookup row's names, decision 027). Skills and
// places are data and show as they are.
import { MATCH_REASONS } from '@portal/contract';
import { translateServerMessage } from './i18n';
import { useLookupName } from './lookup-names';
import { jobCategoriesQuery } from './lookups';

/** A reason shown with a job category's name translated by `categoryName`. */
export function translateMatchReason(reason: string, categoryName: (name: string) => string): string {
  const at = reason.indexOf(': ');
  if (at < 0) return translateServerMessage(reason);
  const words = reason.slice(0, at);
  const value = reason.slice(at + 2);
  const inField = words === MATCH_REASONS.field || words === MATCH_REASONS.candidateField;
  return `${translateServerMessage(words)}: ${inField ? categoryName(value) : translateServerMessage(value)}`;
}

/** A match's reasons, joined for a card ("Matches your skills: welding · In your field: Plumbing"). */
export function useMatchReasons(): (reasons: readonly string[]) => string {
  const categoryName = useLookupName(jobCategoriesQuery);
  return (reasons) => reasons.map((reason) => translateMatchReason(reason, categoryName)).join(' · ');
}
