// Every screen of the USSD menu in every language fits one USSD screen with its "CON " or "END " (182 characters),
// filled with long values: the longest title and company the menu shows (it cuts longer ones), a long district and
// trade; and the confirming SMS fits one SMS with a short title.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SMS_MAX_LENGTH, USSD_MAX_LENGTH } from '@portal/contract';
import { LANGUAGE_CHOICE, ussdText, type UssdText } from './ussd-text.js';

const TITLE = 'T'.repeat(60);
const NAME = 'C'.repeat(40);
const DISTRICT = 'Kyankwanzi';
const CODE = '*284*12#';

/** Each text of a language as the menu builds its screens (a function with the longest values it gets). */
function screens(t: UssdText): Record<string, string> {
  return {
    mainMenu: t.mainMenu,
    chooseTrade: `${t.invalid}\n${t.chooseTrade}`,
    typeDistrict: `${t.noDistrict}\n${t.typeDistrict}`,
    chooseDistrict: `${t.invalid}\n${t.chooseDistrict}`,
    noJobs: `${t.noJobs}\n${t.back}`,
    job: [
      TITLE,
      t.job.company(NAME),
      t.job.pay('UGX 1.5m–2.5m'),
      DISTRICT,
      t.job.deadline('30 Sep'),
      t.apply,
      t.back,
    ].join('\n'),
    firstName: `${t.invalid}\n${t.firstName}`,
    lastName: `${t.invalid}\n${t.lastName}`,
    yourDistrict: `${t.noDistrict}\n${t.yourDistrict}`,
    yourTrade: `${t.invalid}\n${t.yourTrade}`,
    newPin: `${t.pinsDiffer}\n${t.newPin}`,
    newPinInvalid: `${t.invalid}\n${t.newPin}`,
    pinAgain: t.pinAgain,
    enterPin: `${t.wrongPin(2)}\n${t.enterPin}`,
    pinLocked: t.pinLocked,
    applied: t.applied(TITLE),
    alreadyApplied: t.alreadyApplied,
    cannotApply: t.cannotApply,
    notJobSeeker: t.notJobSeeker,
    numberTaken: t.numberTaken,
    needAccount: t.needAccount,
    noApplications: t.noApplications,
    alertsMenu: `${t.invalid}\n${t.alertsMenu(NAME, DISTRICT)}`,
    alertSaved: t.alertSaved(NAME, DISTRICT),
    tooManyAlerts: t.tooManyAlerts,
    noAlerts: t.noAlerts,
    alertStopped: t.alertStopped,
    noTrainings: t.noTrainings,
    chooseLanguage: `${t.invalid}\n${t.chooseLanguage}`,
    languageSaved: t.languageSaved,
    help: t.help(CODE, 'jobs.tvet.go.ug'),
    sessionOver: t.sessionOver,
    tooManyRequests: t.tooManyRequests,
  };
}

describe('the USSD texts', () => {
  it('fit one screen with their prefix, every screen in every language', () => {
    expect(`CON ${LANGUAGE_CHOICE}`.length).toBeLessThanOrEqual(USSD_MAX_LENGTH);
    for (const language of LANGUAGES) {
      for (const [name, body] of Object.entries(screens(ussdText(language)))) {
        expect(`CON ${body}`.length, `${language} ${name}: ${body}`).toBeLessThanOrEqual(USSD_MAX_LENGTH);
      }
    }
  });

  it('have every status and month in every language, and a confirming SMS that fits one SMS', () => {
    for (const language of LANGUAGES) {
      const t = ussdText(language);
      expect(Object.values(t.status).every(Boolean)).toBe(true);
      expect(t.months).toHaveLength(12);
      expect(t.appliedSms('Metal Fabricator', 'Jinja Steel Works', CODE).length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    }
  });
});
