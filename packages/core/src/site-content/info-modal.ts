/**
 * Info modals (spec sections 3 and 4): announcements shown over the page, from the site's
 * content or from navigation state. Only id and title are required.
 */
import { z } from 'zod';

export const infoModalSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string().min(1),
  content: z.string().optional(),
  /** HTML body; sanitised before it is shown */
  html: z.string().optional(),
  image: z.string().optional(),
  bgImage: z.string().optional(),
  bgColor: z.string().optional(),
  repeat: z.enum(['never', 'weekly', 'monthly']).default('never'),
  startsAt: z.string().optional(),
  expiresAt: z.string().optional(),
  priority: z.number().default(0),
});

export type InfoModal = z.output<typeof infoModalSchema>;

/**
 * Reads an info modal from navigation state (`navigate(to, { state: { infoModal } })`).
 * @returns the modal, or null when the state carries none or it lacks an id or title
 */
export function readInfoModalFromState(state: unknown): InfoModal | null {
  if (!state || typeof state !== 'object' || !('infoModal' in state)) return null;
  const parsed = infoModalSchema.safeParse(state.infoModal);
  return parsed.success ? parsed.data : null;
}
