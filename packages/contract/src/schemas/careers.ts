// Career counsellors, their counselling centre, career resources and career events (spec 002: counsellor
// registration and profile, counselling centre form, career resources and events, §5, §8).
import { z } from 'zod';
import { CAREERS_FORM_MESSAGES as C, FORM_MESSAGES as F } from '../form-messages.js';
import { namedRef } from './common.js';
import {
  fileField,
  idList,
  longText,
  optionalFileField,
  optionalRef,
  phoneNumber,
  postingDate,
  requiredText,
  requiredUrl,
  timeField,
} from './fields.js';

/** POST /api/careers/careercounsellors/ (gives the CarrierCouncillor account type); PUT/PATCH /{id}/ change it. */
export const careerCounsellorSchema = z.object({
  services_provided: idList(C.servicesRequired),
  location: requiredText(F.addressRequired),
  time_available: requiredText(C.timeAvailableRequired),
  center: optionalRef,
});
export type CareerCounsellorInput = z.infer<typeof careerCounsellorSchema>;
export const careerCounsellorSchemaOut = z.object({
  id: z.number().int(),
  services_provided: z.array(namedRef),
  location: z.string(),
  time_available: z.string(),
  center: z.number().int().nullable(),
  center_name: z.string().nullable(),
  user: z.number().int(),
});
export type CareerCounsellor = z.infer<typeof careerCounsellorSchemaOut>;

/** POST /api/careers/counsellor-counselling-center/ and PATCH /{id}/ (the counsellor's own centre). Reads as counsellingCenterSchema. */
export const counsellingCenterFormSchema = z.object({
  center_name: requiredText(C.centerNameRequired),
  center_location: requiredText(F.addressRequired),
  service_offered: idList(C.servicesOfferedRequired),
  opening_hours: requiredText(C.openingHoursRequired),
  terms_and_conditions: requiredText(C.termsRequired, { max: 20_000 }),
  // Extra to the spec: how people book. Optional; '' clears it.
  phone: phoneNumber({ allowEmpty: true }).optional(),
  email: z.union([z.literal(''), z.email({ error: C.email }).max(254)]).optional(),
});
export type CounsellingCenterInput = z.infer<typeof counsellingCenterFormSchema>;

const resourceFields = {
  title: requiredText(F.titleRequired),
  description: longText(F.enterDescription, F.descriptionTooShort),
};
/** POST /api/careers/counsellor-resources/ (multipart; upload is a PDF, checked by content). Reads as careerResourceSchema. */
export const careerResourceFormSchema = z.object({
  ...resourceFields,
  upload: fileField('pdf', C.resourceFileRequired),
});
/** PUT/PATCH /{id}/: the file may stay as it is. */
export const careerResourceUpdateSchema = z.object({ ...resourceFields, upload: optionalFileField('pdf') });
export type CareerResourceInput = z.infer<typeof careerResourceFormSchema>;

const eventFields = {
  title: requiredText(F.titleRequired),
  theme: longText(C.themeRequired, C.themeTooShort),
  location: requiredText(F.enterLocation),
  start_time: timeField(C.startTimeRequired),
  end_time: timeField(C.endTimeRequired),
  registration_link: requiredUrl(F.registrationLinkRequired),
  target_audience: requiredText(C.targetAudienceRequired),
  logo: optionalFileField('image'),
};
const endAfterStart = <T extends { start_time?: string | undefined; end_time?: string | undefined }>(v: T) =>
  v.start_time === undefined || v.end_time === undefined || v.end_time > v.start_time;
const END_BEFORE_START = { path: ['end_time'], error: C.endBeforeStart };
const eventDate = postingDate(C.eventDateRequired, C.eventDateInPast);
/** POST /api/careers/counsellor-events/ (multipart, optional logo image): a new event cannot be in the past. */
export const careerEventFormSchema = z
  .object({ ...eventFields, event_date: eventDate.create })
  .refine(endAfterStart, END_BEFORE_START);
const eventUpdateObject = z.object({ ...eventFields, event_date: eventDate.update });
/** PUT /{id}/: every field (the logo may stay). */
export const careerEventUpdateSchema = eventUpdateObject.refine(endAfterStart, END_BEFORE_START);
/** PATCH /{id}/: any fields; the time order is checked against the stored times by the server. */
export const careerEventPatchSchema = eventUpdateObject.partial().refine(endAfterStart, END_BEFORE_START);
export type CareerEventInput = z.infer<typeof careerEventFormSchema>;
