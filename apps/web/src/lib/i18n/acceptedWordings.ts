/**
 * The wordings the Ministry accepted from readers (issue 32, docs/decisions/029), put over the built catalogues. A
 * server-rendered page comes with those it was rendered with (lib/serverState), which the browser puts in place before
 * hydrating; then, on every page, this asks the API
 * (public, without the session: the service worker keeps its last copy and refreshes it behind it) and, when a
 * wording on the page changed, renders the page again in place.
 */
import type { Messages } from '@lingui/core';
import { TRANSLATED_LANGUAGES, TRANSLATION_API, type TranslationOverrides } from '@portal/contract';
import { navigateTo } from '@/lib/navigation';
import { currentAppPath, currentLanguage, putAcceptedWordings, resolveActiveI18n } from './index';

/** Puts `messages` over the active catalogue (and every part loaded later); true when a loaded message changed. */
export function applyAcceptedWordings(messages: Messages): boolean {
  const i18n = resolveActiveI18n();
  const changed = Object.entries(messages).some(
    ([id, message]) => id in i18n.messages && JSON.stringify(i18n.messages[id]) !== JSON.stringify(message),
  );
  putAcceptedWordings(messages);
  return changed;
}

/** Fetches the active language's accepted wordings and shows them; English has none. */
export async function loadAcceptedWordings(): Promise<void> {
  const language = TRANSLATED_LANGUAGES.find((l) => l === currentLanguage());
  if (!language) return;
  const response = await fetch(TRANSLATION_API.overrides(language));
  if (!response.ok) return;
  const { messages } = (await response.json()) as TranslationOverrides;
  // The same address again: the route's components render with the new wordings, keeping their state and scroll.
  if (applyAcceptedWordings(messages as Messages))
    navigateTo(currentAppPath(), { replace: true, preventScrollReset: true });
}
