/** Data saver (issue 17): the cookie the web app's switch writes, read by the server to render public pages alike. */
export const DATA_SAVER_COOKIE = 'data_saver';

/** The cookie's choice ('1' on, '0' off), else the browser's Save-Data wish ('on'). */
export function dataSaverRequested(cookieHeader: string | undefined, saveDataHeader: string | undefined): boolean {
  const choice = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=([01])`))?.[1];
  return choice ? choice === '1' : saveDataHeader?.trim().toLowerCase() === 'on';
}

/**
 * The widths (CSS pixels × 2) of the small WebP copies the server makes of a public picture: `/media/<key>?w=192`.
 * Cards ask for one of these instead of the full upload.
 */
export const MEDIA_WIDTHS = [96, 192, 320, 640] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The smallest variant at least `cssPixels` × 2 wide (the largest when none is). */
export function mediaWidthFor(cssPixels: number): MediaWidth {
  return MEDIA_WIDTHS.find((w) => w >= cssPixels * 2) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
}
