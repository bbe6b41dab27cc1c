// Translations people can correct (issue 32): readers' suggestions, the Ministry's review, the accepted wordings.
export { translationRoutes } from './translations.routes.js';
