/**
 * The home page's dismissible info box on the wire (spec section 3): id, title, content, type,
 * dismissible, expiresAt. The display rule is in `info-box`.
 */
import { z } from 'zod';
import { contentDateSchema, contentIdSchema, parseContentList } from './content-list-schema';
import type { ContentListResult } from './content-list-schema';

export const infoBoxSchema = z
  .object({
    id: contentIdSchema,
    title: z.string().optional(),
    content: z.string().optional(),
    /** colour and icon of the box */
    type: z.enum(['info', 'warning', 'success', 'error']).default('info'),
    /** whether the box has a close button; only dismissible boxes honour a stored dismissal */
    dismissible: z.boolean().default(true),
    /** first instant no longer shown (exclusive); a date alone means UTC midnight */
    expiresAt: contentDateSchema.optional(),
  })
  .refine((box) => Boolean(box.title?.trim()) || Boolean(box.content?.trim()), {
    message: 'An info box needs a title or some content',
  });

export type InfoBox = z.output<typeof infoBoxSchema>;
export type InfoBoxType = InfoBox['type'];

/**
 * Parses the info box content: a JSON array of boxes, or a single box (read as a list of one).
 * @returns the valid boxes in order (invalid entries dropped one by one), or 'not-a-list'
 */
export function parseInfoBoxList(raw: unknown): ContentListResult<InfoBox> {
  const list = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? [raw] : raw;
  return parseContentList(infoBoxSchema, list);
}
