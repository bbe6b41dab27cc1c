import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, changeLanguage, currentLanguage, isLanguage, t } from '@/lib/i18n';
import { saveAccountLanguage } from '@/lib/accountLanguage';
import { useSessionSnapshot } from '@/lib/session';
import classes from './Header.module.css';

/**
 * The language menu (issue 17): a native select, light on the first download and the phone's own picker. A choice
 * opens the same page in that language's URLs (`/sw/jobs`: docs/decisions/020), remembered in a cookie (where a bare
 * URL sends the person) and, for someone signed in, with their account (their mails).
 */
export function LanguageMenu() {
  const id = useId();
  const { loggedIn } = useSessionSnapshot();
  return (
    <div className={classes.language}>
      <label htmlFor={id} className={classes.languageLabel}>
        {t('header.language')}
      </label>
      <select
        id={id}
        className={classes.languageSelect}
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.currentTarget.value;
          if (!isLanguage(language)) return;
          // The account's language first (its mails): the page is about to be left for the other language's URL.
          if (loggedIn) void saveAccountLanguage(language).finally(() => changeLanguage(language));
          else changeLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
