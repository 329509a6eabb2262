/**
 * A partnership request from /partners/submit (POST /api/partners): who asks, their site, how to
 * reach them and what they propose. The browser and the server check it with the same schema.
 */
import { z } from 'zod';
import { isEmailLike } from '../validation/login-form';

/** Longest accepted proposal, in characters. */
export const PARTNER_MESSAGE_LIMIT = 2000;

export const PARTNER_NAME_MESSAGE = 'Please enter your name or your site’s name';
export const PARTNER_SITE_MESSAGE = 'Please enter your site’s address, starting with https://';
export const PARTNER_EMAIL_MESSAGE = 'Please enter a valid email address';
export const PARTNER_MESSAGE_MESSAGE = `Please tell us about your site in at most ${PARTNER_MESSAGE_LIMIT} characters`;

/** Body of `POST /api/partners`. Unknown keys are rejected so typos surface as 400s. */
export const partnerRequestSchema = z.strictObject({
  name: z.string().trim().min(1, PARTNER_NAME_MESSAGE).max(100, PARTNER_NAME_MESSAGE),
  siteUrl: z
    .string()
    .trim()
    .max(2048, PARTNER_SITE_MESSAGE)
    .pipe(z.url({ protocol: /^https?$/, message: PARTNER_SITE_MESSAGE })),
  email: z
    .string()
    .trim()
    .max(254, PARTNER_EMAIL_MESSAGE)
    .refine((email) => isEmailLike(email), PARTNER_EMAIL_MESSAGE),
  message: z
    .string()
    .trim()
    .min(1, PARTNER_MESSAGE_MESSAGE)
    .max(PARTNER_MESSAGE_LIMIT, PARTNER_MESSAGE_MESSAGE),
});

export type PartnerRequest = z.output<typeof partnerRequestSchema>;
export type PartnerRequestInput = z.input<typeof partnerRequestSchema>;
