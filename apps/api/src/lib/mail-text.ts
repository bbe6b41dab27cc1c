// The mails' words in each of the portal's languages (issue 17): a person's mails go out in the language stored with
// their account (the web app's language menu sets it; registration takes the browser's). The web app's catalogues
// hold its own words (apps/web/src/locales); these few sentences are the server's, kept in one place so a translator
// finds them all. The glossary (docs/glossary.md) keeps the same words for job, training, apply… on both sides.
import {
  DECISION_MESSAGES,
  formatCount,
  formatUgx,
  INVITATION_MESSAGES,
  isLanguage,
  type EmployerDecision,
  type Language,
} from '@portal/contract';

export interface MailText {
  hello: (name: string) => string;
  verification: { subject: string; text: (link: string, days: number) => string };
  reset: { subject: string; text: (link: string) => string };
  decision: {
    subject: (decision: EmployerDecision, title: string) => string;
    body: (decision: EmployerDecision, company: string, title: string) => string;
    seeAll: string;
  };
  alert: {
    newJobs: (count: number) => string;
    subject: (newJobs: string, alertName: string) => string;
    intro: (newJobs: string, count: number, alertName: string) => string;
    more: (count: number) => string;
    seeSearch: string;
    manage: string;
    stop: string;
    feeWarning: string;
    notificationMore: (count: number) => string;
  };
  /** A company's invitation to apply (suggested candidates), mailed and notified. */
  invitation: {
    subject: (title: string) => string;
    body: (company: string, title: string, place: string) => string;
    seeJob: string;
    why: string;
  };
  /** The Ministry took a job down: mailed and notified to its company. */
  takenDown: {
    subject: (title: string) => string;
    body: (title: string, reason: string) => string;
    yourJobs: string;
    again: (title: string) => { title: string; body: string };
  };
  /** The account was deleted at its owner's request. */
  deleted: { subject: string; text: string };
  pay: (minPay: number | null, maxPay: number | null) => string;
}

/** Pay as the job card writes it, with the words of `perMonth`, `from`, `upTo` and `notStated`. */
const payIn =
  (words: {
    perMonth: string;
    from: (amount: string) => string;
    upTo: (amount: string) => string;
    notStated: string;
  }) =>
  (minPay: number | null, maxPay: number | null): string => {
    if (minPay !== null && maxPay !== null && minPay !== maxPay)
      return `${formatUgx(minPay)} – ${formatCount(maxPay)} ${words.perMonth}`;
    if (maxPay !== null)
      return minPay === null
        ? `${words.upTo(formatUgx(maxPay))} ${words.perMonth}`
        : `${formatUgx(maxPay)} ${words.perMonth}`;
    if (minPay !== null) return `${words.from(formatUgx(minPay))} ${words.perMonth}`;
    return words.notStated;
  };

const EN: MailText = {
  hello: (name) => `Hello${name ? ` ${name}` : ''},`,
  verification: {
    subject: 'Activate your TVET Portal account',
    text: (link, days) =>
      `Welcome to the TVET skills and jobs portal.\n\nOpen this link to activate your account:\n${link}\n\nThe link works once and expires in ${days} days. If you did not create an account, ignore this mail.`,
  },
  reset: {
    subject: 'Reset your TVET Portal password',
    text: (link) =>
      `Someone asked to reset the password of your TVET Portal account.\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in one hour. If it was not you, ignore this mail: your password stays as it is.`,
  },
  decision: {
    subject: (decision, title) => `Application ${decision}: ${title}`,
    body: (decision, company, title) => DECISION_MESSAGES[decision](company, title),
    seeAll: 'See all your applications:',
  },
  alert: {
    newJobs: (count) => (count === 1 ? '1 new job' : `${count} new jobs`),
    subject: (newJobs, name) => `${newJobs} for "${name}"`,
    intro: (newJobs, count, name) => `${newJobs} ${count === 1 ? 'matches' : 'match'} your job alert "${name}":`,
    more: (count) => `…and ${count} more.`,
    seeSearch: 'See every job for this search:',
    manage: 'Change or stop your alerts:',
    stop: 'Stop this alert with one click:',
    feeWarning: 'Genuine employers never ask you to pay to apply.',
    notificationMore: (count) => `and ${count} more`,
  },
  invitation: {
    subject: (title) => `Invitation to apply: ${title}`,
    body: (company, title, place) =>
      `${company} invites you to apply for ${title} in ${place}. They saw your profile because you let employers find you.`,
    seeJob: 'See the job and apply:',
    why: `You get invitations like this because "${INVITATION_MESSAGES.discoverableLabel}" is on in your profile. To turn it off:`,
  },
  takenDown: {
    subject: (title) => `Your job "${title}" was taken down`,
    body: (title, reason) =>
      `The Ministry took down your job "${title}" from the portal. The reason given: ${reason}\n\nJob seekers can no longer see it or apply. If you think this is a mistake, reply to the Ministry through the contact details on the portal.`,
    yourJobs: 'Your jobs:',
    again: (title) => ({
      title: `Your job "${title}" is published again`,
      body: `The Ministry published your job "${title}" again.`,
    }),
  },
  deleted: {
    subject: 'Your TVET Portal account was deleted',
    text: 'Your TVET Portal account and the personal data it held have been deleted, as you asked. Applications you sent stay with the employers, without your name or contact details.\n\nIf it was not you, write to the portal team at once.',
  },
  pay: payIn({ perMonth: '/ month', from: (a) => `From ${a}`, upTo: (a) => `Up to ${a}`, notStated: 'Pay not stated' }),
};

const SW: MailText = {
  hello: (name) => `Habari${name ? ` ${name}` : ''},`,
  verification: {
    subject: 'Wezesha akaunti yako ya Tovuti ya TVET',
    text: (link, days) =>
      `Karibu kwenye tovuti ya ujuzi na kazi za TVET.\n\nFungua kiungo hiki ili kuwezesha akaunti yako:\n${link}\n\nKiungo kinafanya kazi mara moja tu na kinaisha baada ya siku ${days}. Kama hukufungua akaunti, puuza barua hii.`,
  },
  reset: {
    subject: 'Badilisha nenosiri lako la Tovuti ya TVET',
    text: (link) =>
      `Mtu ameomba kubadilisha nenosiri la akaunti yako ya Tovuti ya TVET.\n\nFungua kiungo hiki ili kuchagua nenosiri jipya:\n${link}\n\nKiungo kinafanya kazi mara moja tu na kinaisha baada ya saa moja. Kama si wewe, puuza barua hii: nenosiri lako litabaki kama lilivyo.`,
  },
  decision: {
    subject: (decision, title) =>
      `${{ Accepted: 'Ombi limekubaliwa', Declined: 'Ombi halikufanikiwa', 'Under Review': 'Ombi linaangaliwa' }[decision]}: ${title}`,
    body: (decision, company, title) =>
      ({
        Accepted: `Habari njema: ${company} imekubali ombi lako la kazi ya ${title}. Watawasiliana nawe kuhusu hatua zinazofuata.`,
        Declined: `${company} haikukubali ombi lako la kazi ya ${title}. Asante kwa kuomba, na endelea kutafuta: kazi mpya hutangazwa kila siku.`,
        'Under Review': `${company} inaangalia tena ombi lako la kazi ya ${title}.`,
      })[decision],
    seeAll: 'Angalia maombi yako yote:',
  },
  alert: {
    newJobs: (count) => `Kazi mpya ${count}`,
    subject: (newJobs, name) => `${newJobs} za "${name}"`,
    intro: (newJobs, count, name) =>
      `${newJobs} ${count === 1 ? 'inalingana' : 'zinalingana'} na arifa yako ya kazi "${name}":`,
    more: (count) => `…na nyingine ${count}.`,
    seeSearch: 'Angalia kila kazi ya utafutaji huu:',
    manage: 'Badilisha au sitisha arifa zako:',
    stop: 'Sitisha arifa hii kwa kubofya mara moja:',
    feeWarning: 'Waajiri halisi hawakuombi kulipa ili kuomba kazi.',
    notificationMore: (count) => `na nyingine ${count}`,
  },
  invitation: {
    subject: (title) => `Mwaliko wa kuomba: ${title}`,
    body: (company, title, place) =>
      `${company} inakualika kuomba kazi ya ${title} huko ${place}. Waliona wasifu wako kwa sababu umewaruhusu waajiri kukupata.`,
    seeJob: 'Angalia kazi na uombe:',
    why: 'Unapokea mialiko kama huu kwa sababu "Waruhusu waajiri kunipata" imewashwa kwenye wasifu wako. Kuizima:',
  },
  takenDown: {
    subject: (title) => `Kazi yako "${title}" imeondolewa`,
    body: (title, reason) =>
      `Wizara imeondoa kazi yako "${title}" kwenye tovuti. Sababu iliyotolewa: ${reason}\n\nWatafuta kazi hawawezi tena kuiona wala kuiomba. Kama unaona ni kosa, ijibu Wizara kupitia mawasiliano yaliyo kwenye tovuti.`,
    yourJobs: 'Kazi zako:',
    again: (title) => ({
      title: `Kazi yako "${title}" imechapishwa tena`,
      body: `Wizara imechapisha tena kazi yako "${title}".`,
    }),
  },
  deleted: {
    subject: 'Akaunti yako ya Tovuti ya TVET imefutwa',
    text: 'Akaunti yako ya Tovuti ya TVET na data binafsi iliyokuwa nayo vimefutwa, kama ulivyoomba. Maombi uliyotuma yanabaki kwa waajiri, bila jina lako wala mawasiliano yako.\n\nKama si wewe, iandikie timu ya tovuti mara moja.',
  },
  pay: payIn({
    perMonth: 'kwa mwezi',
    from: (a) => `Kuanzia ${a}`,
    upTo: (a) => `Hadi ${a}`,
    notStated: 'Mshahara haujatajwa',
  }),
};

const LG: MailText = {
  hello: (name) => `Gyebale ko${name ? ` ${name}` : ''},`,
  verification: {
    subject: 'Tandika akawunti yo ku Mukutu gwa TVET',
    text: (link, days) =>
      `Tukwanirizza ku mukutu gw'obukugu n'emirimu bya TVET.\n\nGgulawo enkolagana eno otandike akawunti yo:\n${link}\n\nEnkolagana ekola omulundi gumu gwokka era eggwaako oluvannyuma lw'ennaku ${days}. Bw'oba tewaggulawo kawunti, tofaayo ku email eno.`,
  },
  reset: {
    subject: "Kyusa ekigambo kyo eky'ekyama ku Mukutu gwa TVET",
    text: (link) =>
      `Waliwo asabye okukyusa ekigambo ky'ekyama eky'akawunti yo ku Mukutu gwa TVET.\n\nGgulawo enkolagana eno olonde ekigambo ky'ekyama ekipya:\n${link}\n\nEnkolagana ekola omulundi gumu gwokka era eggwaako oluvannyuma lw'essaawa emu. Bw'oba si ggwe, tofaayo ku email eno: ekigambo kyo eky'ekyama kisigala nga bwe kiri.`,
  },
  decision: {
    subject: (decision, title) =>
      `${{ Accepted: 'Okusaba kukkiriziddwa', Declined: 'Okusaba tekukkiriziddwa', 'Under Review': 'Okusaba kwekenneenyezebwa' }[decision]}: ${title}`,
    body: (decision, company, title) =>
      ({
        Accepted: `Amawulire amalungi: ${company} ekkirizza okusaba kwo ku mulimu gwa ${title}. Bajja kukutuukirira ku bigenda okuddirira.`,
        Declined: `${company} tekkirizza kusaba kwo ku mulimu gwa ${title}. Webale okusaba, era weeyongere okunoonya: emirimu emipya giteekebwako buli lunaku.`,
        'Under Review': `${company} eddamu okwekenneenya okusaba kwo ku mulimu gwa ${title}.`,
      })[decision],
    seeAll: 'Laba okusaba kwo kwonna:',
  },
  alert: {
    newJobs: (count) => (count === 1 ? 'Omulimu omupya 1' : `Emirimu emipya ${count}`),
    subject: (newJobs, name) => `${newJobs} ku "${name}"`,
    intro: (newJobs, count, name) =>
      `${newJobs} ${count === 1 ? 'gukwatagana' : 'gikwatagana'} n'obubaka bwo obw'emirimu "${name}":`,
    more: (count) => `…n'emirala ${count}.`,
    seeSearch: 'Laba buli mulimu ku kunoonya kuno:',
    manage: 'Kyusa oba oyimirize obubaka bwo:',
    stop: "Yimiriza obubaka buno ng'onyiga omulundi gumu:",
    feeWarning: "Abakozesa ab'amazima tebakusaba kusasula okusobola okusaba omulimu.",
    notificationMore: (count) => `n'emirala ${count}`,
  },
  invitation: {
    subject: (title) => `Oyitiddwa okusaba: ${title}`,
    body: (company, title, place) =>
      `${company} ekuyita okusaba omulimu gwa ${title} e ${place}. Baalaba pulofayilo yo kubanga wakkiriza abakozesa okukuzuula.`,
    seeJob: 'Laba omulimu era osabe:',
    why: 'Ofuna okuyitibwa nga kuno kubanga "Kkiriza abakozesa okunzuula" kikola ku pulofayilo yo. Okukiggyako:',
  },
  takenDown: {
    subject: (title) => `Omulimu gwo "${title}" guggyiddwawo`,
    body: (title, reason) =>
      `Minisitule eggyeewo omulimu gwo "${title}" ku mukutu. Ensonga eweereddwa: ${reason}\n\nAbanoonya emirimu tebakyasobola kugulaba wadde okugusaba. Bw'oba olowooza nti nsobi, ddamu Minisitule ng'oyita mu ngeri ez'okugituukirira eziri ku mukutu.`,
    yourJobs: 'Emirimu gyo:',
    again: (title) => ({
      title: `Omulimu gwo "${title}" guzziddwayo`,
      body: `Minisitule ezzizzaayo omulimu gwo "${title}" ku mukutu.`,
    }),
  },
  deleted: {
    subject: 'Akawunti yo ku Mukutu gwa TVET esaziddwamu',
    text: "Akawunti yo ku Mukutu gwa TVET n'ebikukwatako bye yalina bisaziddwamu, nga bwe wasaba. Okusaba kwe waweereza kusigala eri abakozesa, awatali linnya lyo wadde ebikukwatako.\n\nBw'oba si ggwe, wandiikira ttiimu y'omukutu amangu ddala.",
  },
  pay: payIn({
    perMonth: 'buli mwezi',
    from: (a) => `Okuva ku ${a}`,
    upTo: (a) => `Okutuuka ku ${a}`,
    notStated: 'Omusaala tegwogeddwako',
  }),
};

const TEXTS: Record<Language, MailText> = { en: EN, sw: SW, lg: LG };

/** The mail words of `language` (a stored value; anything unknown reads English). */
export function mailText(language: string | null | undefined): MailText {
  return isLanguage(language) ? TEXTS[language] : EN;
}
