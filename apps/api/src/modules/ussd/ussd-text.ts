// The USSD menu's words in each of the portal's languages (issue 33), kept in one place as lib/mail-text.ts keeps the
// mails': a caller reads the menu in their account's language, or in the one they chose at the dial. Every screen
// fits USSD_MAX_LENGTH with its "CON "/"END " (ussd-text.test.ts builds each one in each language and measures it).
// The words are the glossary's (docs/glossary.md): kazi / omulimu, kuomba / okusaba, wilaya / disitulikiti…
import { isLanguage, type ApplicationStatus, type Language } from '@portal/contract';

export interface UssdText {
  /** The language's name in itself, as the language screen lists it. */
  name: string;
  mainMenu: string;
  invalid: string;
  back: string;
  more: string;
  /** The trade screen's heading: numbered trades follow, or the person types a word. */
  chooseTrade: string;
  /** The place screen: type a district's first letters, or 1 for the whole country. */
  typeDistrict: string;
  allDistricts: string;
  noDistrict: string;
  chooseDistrict: string;
  noJobs: string;
  /** A job's line in a list: "Welder – Kampala – UGX 600k–900k – closes 12 Dec". */
  closes: (day: string) => string;
  payNotStated: string;
  months: readonly string[];
  job: { company: (name: string) => string; pay: (pay: string) => string; deadline: (day: string) => string };
  apply: string;
  firstName: string;
  lastName: string;
  yourDistrict: string;
  yourTrade: string;
  newPin: string;
  pinAgain: string;
  pinsDiffer: string;
  enterPin: string;
  wrongPin: (left: number) => string;
  pinLocked: string;
  applied: (title: string) => string;
  alreadyApplied: string;
  cannotApply: string;
  notJobSeeker: string;
  numberTaken: string;
  /** The SMS confirming a USSD application (SMS_MAX_LENGTH at most, the title cut to fit). */
  appliedSms: (title: string, company: string, code: string) => string;
  needAccount: string;
  noApplications: string;
  applicationsTitle: string;
  status: Record<ApplicationStatus, string>;
  alertsMenu: (trade: string, district: string) => string;
  alertSaved: (trade: string, district: string) => string;
  tooManyAlerts: string;
  noAlerts: string;
  alertsTitle: string;
  alertStopped: string;
  noTrainings: string;
  trainingsTitle: string;
  chooseLanguage: string;
  languageSaved: string;
  help: (code: string, web: string) => string;
  sessionOver: string;
  tooManyRequests: string;
}

/** The language screen of a number without an account: each language named in itself. */
export const LANGUAGE_CHOICE = 'Choose language / Chagua lugha / Londa olulimi:\n1 English\n2 Kiswahili\n3 Luganda';
/** The languages in LANGUAGE_CHOICE's order. */
export const LANGUAGE_ORDER: readonly Language[] = ['en', 'sw', 'lg'];

const EN: UssdText = {
  name: 'English',
  mainMenu: 'TVET Jobs\n1 Find jobs\n2 My applications\n3 Job alerts by SMS\n4 Trainings\n5 Language\n0 Help',
  invalid: 'Invalid choice.',
  back: '0 Back',
  more: '9 More',
  chooseTrade: 'Choose a trade or type a word:',
  typeDistrict: 'Type the first letters of the district\n1 All districts',
  allDistricts: 'All districts',
  noDistrict: 'No district starts with that.',
  chooseDistrict: 'Choose the district:',
  noJobs: 'No open jobs found.',
  closes: (day) => `closes ${day}`,
  payNotStated: 'pay not stated',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  job: { company: (name) => `Employer: ${name}`, pay: (pay) => `Pay: ${pay}`, deadline: (day) => `Apply by ${day}` },
  apply: '1 Apply',
  firstName: 'To apply, make your profile.\nYour first name:',
  lastName: 'Your last name:',
  yourDistrict: 'Your district: type its first letters',
  yourTrade: 'Your trade:',
  newPin: 'Choose a 4-digit PIN. You will enter it to apply or change anything:',
  pinAgain: 'Enter the PIN again:',
  pinsDiffer: 'The PINs differ.',
  enterPin: 'Enter your PIN:',
  wrongPin: (left) => `Wrong PIN, ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  pinLocked: 'Wrong PIN 3 times. Dial again to try later.',
  applied: (title) => `You applied for ${title}. The employer will see your application. We sent you an SMS.`,
  alreadyApplied: 'You have already applied for this job.',
  cannotApply: 'This job no longer takes applications here.',
  notJobSeeker: 'Your account cannot apply for jobs. Use the web portal.',
  numberTaken: 'This number is on a web account. Verify it there, then dial again.',
  appliedSms: (title, company, code) =>
    `You applied for ${title} at ${company}. See your applications: dial ${code}, option 2. Never pay to apply.`,
  needAccount: 'You have no account yet. Apply for a job to make one.',
  noApplications: 'You have no applications yet.',
  applicationsTitle: 'Your applications:',
  status: { 'Under Review': 'under review', Accepted: 'accepted', Declined: 'declined', Cancelled: 'cancelled' },
  alertsMenu: (trade, district) => `Job alerts by SMS\n1 Alert me: ${trade}, ${district}\n2 My alerts\n0 Back`,
  alertSaved: (trade, district) => `Saved. New ${trade} jobs in ${district} will come by SMS daily.`,
  tooManyAlerts: 'You have too many alerts. Stop one first.',
  noAlerts: 'You have no SMS alerts.',
  alertsTitle: 'Choose an alert to stop:',
  alertStopped: 'The alert is stopped.',
  noTrainings: 'No trainings are coming up.',
  trainingsTitle: 'Next trainings:',
  chooseLanguage: 'Choose language:\n1 English\n2 Kiswahili\n3 Luganda',
  languageSaved: 'Your language is saved.',
  help: (code, web) =>
    `TVET Jobs: find jobs and trainings in Uganda and apply by phone. Dial ${code} any time. More on the web: ${web}`,
  sessionOver: 'This session has ended. Dial again.',
  tooManyRequests: 'Too many requests. Try again later.',
};

const SW: UssdText = {
  name: 'Kiswahili',
  mainMenu: 'Kazi TVET\n1 Tafuta kazi\n2 Maombi yangu\n3 Arifa za kazi kwa SMS\n4 Mafunzo\n5 Lugha\n0 Msaada',
  invalid: 'Chaguo si sahihi.',
  back: '0 Rudi',
  more: '9 Zaidi',
  chooseTrade: 'Chagua fani au andika neno:',
  typeDistrict: 'Andika herufi za kwanza za wilaya\n1 Wilaya zote',
  allDistricts: 'Wilaya zote',
  noDistrict: 'Hakuna wilaya inayoanza hivyo.',
  chooseDistrict: 'Chagua wilaya:',
  noJobs: 'Hakuna kazi iliyo wazi.',
  closes: (day) => `mwisho ${day}`,
  payNotStated: 'mshahara haujatajwa',
  months: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
  job: {
    company: (name) => `Mwajiri: ${name}`,
    pay: (pay) => `Mshahara: ${pay}`,
    deadline: (day) => `Mwisho: ${day}`,
  },
  apply: '1 Omba',
  firstName: 'Ili kuomba, jaza wasifu wako.\nJina lako la kwanza:',
  lastName: 'Jina lako la mwisho:',
  yourDistrict: 'Wilaya yako: andika herufi za kwanza',
  yourTrade: 'Fani yako:',
  newPin: 'Chagua PIN ya tarakimu 4. Utaiingiza kuomba au kubadilisha chochote:',
  pinAgain: 'Ingiza PIN tena:',
  pinsDiffer: 'PIN hazilingani.',
  enterPin: 'Ingiza PIN yako:',
  wrongPin: (left) => `PIN si sahihi, umebakiza majaribio ${left}.`,
  pinLocked: 'PIN si sahihi mara 3. Piga tena baadaye.',
  applied: (title) => `Umeomba ${title}. Mwajiri ataona ombi lako. Tumekutumia SMS.`,
  alreadyApplied: 'Umeshaomba kazi hii.',
  cannotApply: 'Kazi hii haipokei maombi hapa tena.',
  notJobSeeker: 'Akaunti yako haiwezi kuomba kazi. Tumia tovuti.',
  numberTaken: 'Namba hii iko kwenye akaunti ya tovuti. Ithibitishe huko, kisha piga tena.',
  appliedSms: (title, company, code) =>
    `Umeomba ${title} kwa ${company}. Kuona maombi yako: piga ${code}, chaguo 2. Usilipe kamwe ili kuomba.`,
  needAccount: 'Huna akaunti bado. Omba kazi ili kuifungua.',
  noApplications: 'Huna maombi bado.',
  applicationsTitle: 'Maombi yako:',
  status: {
    'Under Review': 'yanakaguliwa',
    Accepted: 'limekubaliwa',
    Declined: 'limekataliwa',
    Cancelled: 'limefutwa',
  },
  alertsMenu: (trade, district) => `Arifa za kazi kwa SMS\n1 Niarifu: ${trade}, ${district}\n2 Arifa zangu\n0 Rudi`,
  alertSaved: (trade, district) => `Imehifadhiwa. Kazi mpya za ${trade} ${district} zitakuja kwa SMS kila siku.`,
  tooManyAlerts: 'Una arifa nyingi mno. Sitisha moja kwanza.',
  noAlerts: 'Huna arifa za SMS.',
  alertsTitle: 'Chagua arifa ya kusitisha:',
  alertStopped: 'Arifa imesitishwa.',
  noTrainings: 'Hakuna mafunzo yanayokuja.',
  trainingsTitle: 'Mafunzo yajayo:',
  chooseLanguage: 'Chagua lugha:\n1 English\n2 Kiswahili\n3 Luganda',
  languageSaved: 'Lugha yako imehifadhiwa.',
  help: (code, web) =>
    `Kazi TVET: tafuta kazi na mafunzo Uganda na uombe kwa simu. Piga ${code} wakati wowote. Zaidi kwenye tovuti: ${web}`,
  sessionOver: 'Kipindi hiki kimekwisha. Piga tena.',
  tooManyRequests: 'Maombi mengi mno. Jaribu tena baadaye.',
};

const LG: UssdText = {
  name: 'Luganda',
  mainMenu:
    "Emirimu TVET\n1 Noonya emirimu\n2 Okusaba kwange\n3 Obubaka bw'emirimu ku SMS\n4 Entendeka\n5 Olulimi\n0 Obuyambi",
  invalid: "Ky'olonze si kituufu.",
  back: '0 Ddayo',
  more: '9 Ebirala',
  chooseTrade: "Londa omulimu gw'emikono oba wandiika ekigambo:",
  typeDistrict: 'Wandiika ennukuta ezisooka eza disitulikiti\n1 Disitulikiti zonna',
  allDistricts: 'Disitulikiti zonna',
  noDistrict: "Tewali disitulikiti etandika bw'etyo.",
  chooseDistrict: 'Londa disitulikiti:',
  noJobs: 'Tewali mulimu oguliwo.',
  closes: (day) => `ekoma ${day}`,
  payNotStated: 'omusaala tegwogeddwako',
  months: ['Jan', 'Feb', 'Mar', 'Apu', 'Maa', 'Jun', 'Jul', 'Agu', 'Seb', 'Oki', 'Nov', 'Des'],
  job: {
    company: (name) => `Omukozesa: ${name}`,
    pay: (pay) => `Omusaala: ${pay}`,
    deadline: (day) => `Ekoma: ${day}`,
  },
  apply: '1 Saba',
  firstName: 'Okusaba, kola pulofayilo yo.\nErinnya lyo erisooka:',
  lastName: "Erinnya lyo ery'ekika:",
  yourDistrict: 'Disitulikiti yo: wandiika ennukuta ezisooka',
  yourTrade: 'Omulimu gwo:',
  newPin: 'Londa PIN ya namba 4. Ojja kugiyingiza okusaba oba okukyusa ekintu:',
  pinAgain: 'Yingiza PIN nate:',
  pinsDiffer: 'PIN tezifaanagana.',
  enterPin: 'Yingiza PIN yo:',
  wrongPin: (left) => `PIN si ntuufu, osigazza emirundi ${left}.`,
  pinLocked: 'PIN si ntuufu emirundi 3. Kuba nate oluvannyuma.',
  applied: (title) => `Osabye ${title}. Omukozesa ajja kulaba okusaba kwo. Tukuweerezza SMS.`,
  alreadyApplied: 'Omulimu guno wagusaba dda.',
  cannotApply: 'Omulimu guno tegukyakkiriza kusaba wano.',
  notJobSeeker: 'Akawunti yo tesobola kusaba mirimu. Kozesa omukutu.',
  numberTaken: "Namba eno eri ku akawunti y'omukutu. Gikakase eyo, olwo okube nate.",
  appliedSms: (title, company, code) =>
    `Osabye ${title} e ${company}. Okulaba okusaba kwo: kuba ${code}, londa 2. Tosasula kusaba mulimu.`,
  needAccount: 'Tolina akawunti. Saba omulimu okugikola.',
  noApplications: 'Tonnasaba mulimu.',
  applicationsTitle: 'Okusaba kwo:',
  status: {
    'Under Review': 'kukeberwa',
    Accepted: 'kukkiriziddwa',
    Declined: 'kugaaniddwa',
    Cancelled: 'kusaziddwamu',
  },
  alertsMenu: (trade, district) =>
    `Obubaka bw'emirimu ku SMS\n1 Mmanyisa: ${trade}, ${district}\n2 Obubaka bwange\n0 Ddayo`,
  alertSaved: (trade, district) =>
    `Kiterekeddwa. Emirimu emipya egya ${trade} mu ${district} gijja ku SMS buli lunaku.`,
  tooManyAlerts: 'Olina obubaka bungi nnyo. Sooka oyimirize obumu.',
  noAlerts: 'Tolina bubaka ku SMS.',
  alertsTitle: "Londa obubaka bw'okuyimiriza:",
  alertStopped: 'Obubaka buyimiriziddwa.',
  noTrainings: 'Tewali ntendeka ezijja.',
  trainingsTitle: 'Entendeka ezijja:',
  chooseLanguage: 'Londa olulimi:\n1 English\n2 Kiswahili\n3 Luganda',
  languageSaved: 'Olulimi lwo luterekeddwa.',
  help: (code, web) =>
    `Emirimu TVET: noonya emirimu n'entendeka mu Uganda era osabe ku ssimu. Kuba ${code} essaawa yonna. Ebirala ku mukutu: ${web}`,
  sessionOver: 'Olutuula luno luwedde. Kuba nate.',
  tooManyRequests: 'Okusaba kungi nnyo. Gezaako oluvannyuma.',
};

const TEXTS: Record<Language, UssdText> = { en: EN, sw: SW, lg: LG };

/** The menu's words in `language` (a stored value; anything unknown reads English). */
export function ussdText(language: string | null | undefined): UssdText {
  return isLanguage(language) ? TEXTS[language] : EN;
}
