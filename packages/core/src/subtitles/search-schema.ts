/**
 * The subtitle search's answer (spec section 7, "Subtitle search"): a captions array, each with
 * the same fields as a stream's captions except that the format may be missing.
 */
import { z } from 'zod';
import { captionSchema } from '../player/source-schema';

/** A caption found by the subtitle search; without a type, the format comes from its URL. */
export const subtitleSearchCaptionSchema = captionSchema.extend({
  type: captionSchema.shape.type.optional(),
});

export type SubtitleSearchCaption = z.infer<typeof subtitleSearchCaptionSchema>;

/** The subtitle search's answer. */
export const subtitleSearchAnswerSchema = z.object({
  captions: z.array(subtitleSearchCaptionSchema),
});

export type SubtitleSearchAnswer = z.infer<typeof subtitleSearchAnswerSchema>;
