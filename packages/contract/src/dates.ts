// Uganda's calendar day, without the schemas (zod): public pages show whether a deadline has passed.

/** The portal's clock: a deadline, a training's or event's day, the insights' days are Kampala's days. */
export const PORTAL_TIME_ZONE = 'Africa/Kampala';

// One formatter: building an Intl.DateTimeFormat with a time zone costs far more than formatting with it (a job list
// asks for today once per card). Built on first use: a page's first Intl formatter loads ICU's data.
let kampalaDay: Intl.DateTimeFormat | undefined;

/** Today in Kampala as yyyy-MM-dd. */
export function today(): string {
  kampalaDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE });
  return kampalaDay.format(new Date());
}
