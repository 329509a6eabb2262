/**
 * Info modals on the wire (spec sections 3 and 7): the entries of /modalData.json and a modal passed
 * in navigation state. Only id and title are required. The display rules are in `info-modal`.
 */
import { z } from 'zod';
import { contentDateSchema, contentIdSchema, parseContentList } from './content-list-schema';
import type { ContentListResult } from './content-list-schema';

export const infoModalSchema = z.object({
  id: contentIdSchema,
  title: z.string().min(1),
  content: z.string().optional(),
  /** HTML body; sanitised before it is shown */
  html: z.string().optional(),
  image: z.string().optional(),
  bgImage: z.string().optional(),
  bgColor: z.string().optional(),
  /** when a dismissed modal comes back: never, 7 days or 30 days after the dismissal */
  repeat: z.enum(['never', 'weekly', 'monthly']).default('never'),
  /** first instant shown (inclusive); a date alone means UTC midnight */
  startsAt: contentDateSchema.optional(),
  /** first instant no longer shown (exclusive); a date alone means UTC midnight */
  expiresAt: contentDateSchema.optional(),
  /** higher first; any finite number */
  priority: z.number().default(0),
});

export type InfoModal = z.output<typeof infoModalSchema>;
export type InfoModalRepeat = InfoModal['repeat'];

/**
 * Reads an info modal from navigation state (`navigate(to, { state: { infoModal } })`).
 * @returns the modal, or null when the state carries none or it lacks an id or title
 */
export function readInfoModalFromState(state: unknown): InfoModal | null {
  if (!state || typeof state !== 'object' || !('infoModal' in state)) return null;
  const parsed = infoModalSchema.safeParse(state.infoModal);
  return parsed.success ? parsed.data : null;
}

/**
 * Parses the body of GET /modalData.json: a JSON array of modals.
 * @returns the valid modals in file order (invalid entries dropped one by one), or 'not-a-list'
 */
export function parseInfoModalList(raw: unknown): ContentListResult<InfoModal> {
  return parseContentList(infoModalSchema, raw);
}
