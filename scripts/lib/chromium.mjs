// How the browser tests (playwright.config.ts) and the web page benchmark (scripts/bench/web) run Debian's Chromium:
// its path, and the switches that keep it from sandboxing (not possible in a container), drawing on a GPU, and
// calling home or updating itself while it is measured. Types: chromium.d.mts.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
