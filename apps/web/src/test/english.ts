// Every unit test starts in English (lib/i18n): the messages components and helpers show come from its catalogue.
import { activateLanguage, loadMessages } from '@/lib/i18n';

await activateLanguage('en');
await loadMessages('pages');
await loadMessages('work');
