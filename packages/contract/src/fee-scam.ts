// The fee-scam check (issue 14): a job advert that asks applicants to pay (an application, registration, training or
// medical fee; money sent by mobile money) is flagged when posted. Shared: the API flags the job and queues it for the
// ministry, the job form warns the company before it publishes. A list of phrasings, not a model: each pattern names
// a way real scam adverts in Uganda ask for money, and a negation just before it ("no application fee") clears it.

/** Words that make the match a reassurance instead of a request ("there is no registration fee"). */
const NEGATION =
  /\b(no|not|never|free|without|zero|nil|don'?t|doesn'?t|do not|does not|will not|won'?t)\b[^.!?]{0,25}$/i;

/** Words just after the match that say the employer pays ("training costs are covered by the company"). */
const EMPLOYER_PAYS =
  /^[^.!?]{0,40}\b(covered|paid by|met by|borne by|sponsored|waived|refunded|free of charge|is free|are free)\b/i;

/** Salary talk: "paid monthly via mobile money", "pay UGX 600,000 per month" is how workers are paid, not a fee. */
const WAGES =
  /\b(salary|salaries|wages?|allowances?|paid (monthly|weekly|daily)|we pay|you will be paid|(per|a|every) (month|week|day|hour)|monthly|gross|net pay)\b/i;

const FEE_NOUN = String.raw`(fees?|charges?|costs?|levy)`;
const MONEY = String.raw`(ugx|ushs?|shs?\.?|shillings?|\d{1,3}(,\d{3})+|\d{4,}|\d+\s?k\b)`;
const UG_MOBILE = String.raw`(\+?256|0)\s?7\d{2}[\s-]?\d{3}[\s-]?\d{3}`;

/** `asksPay`: a request to pay or send money, which a sentence about wages clears; the others name a fee outright. */
const PATTERNS: { pattern: RegExp; asksPay?: true }[] = [
  // "application fee", "registration fees", "medical charges", "processing fee of UGX 30,000"
  {
    pattern: new RegExp(
      String.raw`\b(application|applications|registration|processing|interview|training|medical|medicals|screening|form|forms|placement|recruitment|uniform|booking|commitment|facilitation|clearance|administration|admin|security|vetting|orientation)\s+${FEE_NOUN}\b`,
      'i',
    ),
  },
  // "a fee of UGX 50,000", "fee: 20,000"
  { pattern: new RegExp(String.raw`\b${FEE_NOUN}\s*(of|:|is|=)?\s*${MONEY}`, 'i') },
  // "pay UGX 50,000", "applicants must pay", "send 20,000", "deposit shs 30,000"
  {
    pattern: new RegExp(
      String.raw`\b(pay|send|deposit|transfer|remit|contribute)\s+(a\s+|an\s+|the\s+)?(non[- ]refundable\s+|small\s+|once[- ]off\s+)?(${MONEY}|${FEE_NOUN}\b|money\b|sum\b|amount\b)`,
      'i',
    ),
    asksPay: true,
  },
  {
    pattern: new RegExp(
      String.raw`\b(applicants?|candidates?|you|shortlisted)\s+(will\s+|must\s+|should\s+|shall\s+|are\s+(required|expected|asked)\s+to\s+|need\s+to\s+|have\s+to\s+)(pay(?!\s+attention)|send money|deposit)\b`,
      'i',
    ),
  },
  { pattern: /\bnon[- ]refundable\b/i },
  // Money by mobile money to a number: "send it via MTN Mobile Money to 0772 123456"
  {
    pattern: new RegExp(String.raw`\b(mobile money|momo|mtn money|airtel money)\b[^.!?]{0,60}${UG_MOBILE}`, 'i'),
    asksPay: true,
  },
  { pattern: new RegExp(String.raw`${UG_MOBILE}[^.!?]{0,40}\b(mobile money|momo|airtel money)\b`, 'i'), asksPay: true },
  {
    pattern: new RegExp(
      String.raw`\b(pay|send|deposit)\b[^.!?]{0,40}\b(via|through|on|by|using)\s+(mtn\s+|airtel\s+)?(mobile money|momo|airtel money)\b`,
      'i',
    ),
    asksPay: true,
  },
];

/** HTML to words, so tags and entities never split a phrase. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The phrases in `texts` (the job's title, description, qualifications, procedure) that ask applicants to pay. */
export function feeScamPhrases(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const sentence of plain(text).split(/(?<=[.!?])\s+|\n+/)) {
      const aboutWages = WAGES.test(sentence);
      for (const { pattern, asksPay } of PATTERNS) {
        if (asksPay && aboutWages) continue;
        const match = pattern.exec(sentence);
        if (!match) continue;
        if (NEGATION.test(sentence.slice(0, match.index))) continue;
        if (EMPLOYER_PAYS.test(sentence.slice(match.index + match[0].length))) continue;
        found.add(match[0].trim());
      }
    }
  }
  return [...found];
}

/** What a job seeker reads on a flagged job, and what the company is told before it publishes one. */
export const FEE_WARNING = 'Genuine employers never ask you to pay to apply. Do not send money to anyone for this job.';
export const FEE_WARNING_TO_COMPANY =
  'This advert seems to ask applicants to pay. Genuine employers never charge fees to apply: if it is posted as it is, applicants will see a warning and the Ministry will review it.';
