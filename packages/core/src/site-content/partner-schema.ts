/**
 * The partner sites /partners lists, as the operator writes them in the content folder: a JSON
 * array of `{ name, url, description? }`. Unknown keys are refused so a typo surfaces.
 */
import { z } from 'zod';

export const partnerSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  /** the partner's site: an absolute http(s) address */
  url: z.url({ protocol: /^https?$/, message: 'Expected an http(s) address' }),
  description: z.string().trim().min(1).max(500).optional(),
});

export const partnerListSchema = z.array(partnerSchema);
