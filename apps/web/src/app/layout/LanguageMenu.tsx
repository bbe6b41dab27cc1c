import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, changeLanguage, currentLanguage, isLanguage, t } from '@/lib/i18n';
import { saveAccountLanguage } from '@/lib/accountLanguage';
import { useSessionSnapshot } from '@/lib/session';
import classes from './Header.module.css';

/**
 * The language menu (issue 17): a native select, light on the first download and the phone's own picker. The
 * choice is remembered in a cookie (the server renders public pages in it) and, for someone signed in, with their
 * account (their mails).
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
          void changeLanguage(language);
          if (loggedIn) void saveAccountLanguage(language);
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
