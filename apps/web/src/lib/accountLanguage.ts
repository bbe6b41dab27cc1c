import { API, type AccountLanguageInput, type Language } from '@portal/contract';
import { api } from './api';

/** Stores the signed-in person's language with their account, for their mails (PATCH /api/account/language/). */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await api.patch<AccountLanguageInput>(API.accountLanguage, { language } satisfies AccountLanguageInput);
}
