// Types of chromium.mjs for playwright.config.ts.
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: readonly string[];
