/**
 * The partnership form's fields and their length limits, kept free of zod so the page's first
 * download stays small. They match core's partnerRequestSchema (a test holds them together).
 */
import type { PartnerRequestInput } from '@reelhouse/core/site-content/partner-request-schema';

export type PartnerField = keyof PartnerRequestInput;

export const PARTNER_FIELDS: readonly PartnerField[] = ['name', 'siteUrl', 'email', 'message'];

/** Longest value of each field, in characters, as core's schema accepts them. */
export const PARTNER_FIELD_MAX_LENGTH: Readonly<Record<PartnerField, number>> = {
  name: 100,
  siteUrl: 2048,
  email: 254,
  message: 2000,
};

export type PartnerValues = Record<PartnerField, string>;

export type PartnerFieldErrors = Partial<Record<PartnerField, string>>;

export const EMPTY_PARTNER_VALUES: PartnerValues = {
  name: '',
  siteUrl: '',
  email: '',
  message: '',
};

function isPartnerField(name: string): name is PartnerField {
  return (PARTNER_FIELDS as readonly string[]).includes(name);
}

/**
 * The first message per field of a list of issues: zod's (path as keys) or the server's 400
 * answer (path as 'email'); issues of no known field are left out.
 */
export function toFieldErrors(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): PartnerFieldErrors {
  const errors: PartnerFieldErrors = {};
  for (const issue of issues) {
    const first = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    if (typeof first === 'string' && isPartnerField(first) && errors[first] === undefined) {
      errors[first] = issue.message;
    }
  }
  return errors;
}
