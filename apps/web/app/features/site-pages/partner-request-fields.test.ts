import {
  PARTNER_MESSAGE_LIMIT,
  partnerRequestSchema,
} from '@reelhouse/core/site-content/partner-request-schema';
import { describe, expect, it } from 'vitest';
import { PARTNER_FIELD_MAX_LENGTH, PARTNER_FIELDS, toFieldErrors } from './partner-request-fields';

const VALID = {
  name: 'Open Films',
  siteUrl: 'https://films.example.org',
  email: 'hello@films.example.org',
  message: 'Hello',
};

/** A value of `length` characters the field accepts (an address or e-mail padded as needed). */
function valueOfLength(field: keyof typeof VALID, length: number): string {
  const base = VALID[field];
  if (field === 'siteUrl') return `https://a.example.org/${'x'.repeat(length - 22)}`;
  if (field === 'email') return `${'x'.repeat(length - 12)}@example.org`;
  return base.padEnd(length, 'x');
}

describe('the partnership form’s limits', () => {
  it.each(PARTNER_FIELDS)(
    '%s: the form’s maximum is the longest value core’s schema accepts',
    (field) => {
      const max = PARTNER_FIELD_MAX_LENGTH[field];
      const atMax = { ...VALID, [field]: valueOfLength(field, max) };
      const overMax = { ...VALID, [field]: valueOfLength(field, max + 1) };
      expect(partnerRequestSchema.safeParse(atMax).success).toBe(true);
      expect(partnerRequestSchema.safeParse(overMax).success).toBe(false);
    },
  );

  it('keeps the message limit core names', () => {
    expect(PARTNER_FIELD_MAX_LENGTH.message).toBe(PARTNER_MESSAGE_LIMIT);
  });
});

describe('toFieldErrors', () => {
  it('keeps the first message of each known field, from zod paths or the server’s dotted paths', () => {
    expect(
      toFieldErrors([
        { path: ['email'], message: 'first' },
        { path: 'email', message: 'second' },
        { path: 'siteUrl.host', message: 'site' },
        { path: 'extra', message: 'unknown key' },
        { path: [], message: 'whole body' },
      ]),
    ).toEqual({ email: 'first', siteUrl: 'site' });
  });
});
