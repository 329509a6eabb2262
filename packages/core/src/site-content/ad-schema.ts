/**
 * Ads on the wire (spec sections 3 and 7): the entries of /ads.json. The choice rules are in `ads`,
 * the creative specs in `ad-specs`.
 */
import { z } from 'zod';
import { contentDateSchema, contentIdSchema, parseContentList } from './content-list-schema';
import type { ContentListResult } from './content-list-schema';

/** An absolute http(s) URL or a root-relative path on this site ('/partners'). */
const adUrlSchema = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().regex(/^\/(?!\/)\S*$/, 'a root-relative path'),
]);

export const adSchema = z.object({
  id: contentIdSchema,
  /** where a click on the ad goes */
  link: adUrlSchema,
  /** the creative (GIF, JPG or PNG, whatever the field's name says) */
  gifUrl: adUrlSchema,
  /** first day (a date: the visitor's local day, inclusive) or instant (inclusive) of the campaign */
  startDate: contentDateSchema.optional(),
  /** last day (a date: inclusive) or end instant (exclusive) of the campaign */
  endDate: contentDateSchema.optional(),
  /** relative weight of the random choice; must be above 0 */
  priority: z.number().positive().default(1),
});

export type Ad = z.output<typeof adSchema>;

/**
 * Parses the body of GET /ads.json: a JSON array of ads.
 * @returns the valid ads in file order (invalid entries dropped one by one), or 'not-a-list'
 */
export function parseAdList(raw: unknown): ContentListResult<Ad> {
  return parseContentList(adSchema, raw);
}
