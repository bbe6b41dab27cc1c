// The compiled message catalogues (vite.config.ts, `catalogues`): src/locales/<language>/<part>.json.
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
