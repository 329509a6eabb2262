/**
 * What a source provider answers (spec section 3, "Source result"): one stream or a list, each an
 * HLS playlist or a map of files by quality, with captions.
 */
import { z } from 'zod';
import { mediaUrlSchema } from './media-url-schema';
import { SUBTITLE_FORMATS } from '../subtitles/caption-format';
import { QUALITY_KEYS } from './quality';

/** A caption file offered with a stream. */
export const captionSchema = z.object({
  id: z.string().min(1).max(200),
  /** language code or name, as the provider gives it (e.g. 'en' or 'English') */
  language: z.string().trim().min(1).max(100),
  url: mediaUrlSchema,
  /** 'srt' or 'vtt' */
  type: z.enum(SUBTITLE_FORMATS),
});

export type Caption = z.infer<typeof captionSchema>;

/** Container formats a file stream may have (the `type` of each quality). */
export const FILE_CONTAINER_TYPES = ['mp4', 'webm', 'mkv'] as const;

/** One file of a file stream. */
export const streamFileSchema = z.object({
  url: mediaUrlSchema,
  type: z.enum(FILE_CONTAINER_TYPES),
});

export type StreamFile = z.infer<typeof streamFileSchema>;

const streamIdSchema = z.string().min(1).max(200).optional();

/**
 * Our additions to the spec's stream (all optional, so the spec's shape stays valid):
 * `thumbnails` is a WebVTT file whose cues point at sprite images (`sprite.jpg#xywh=x,y,w,h`) for
 * seek previews; `notice` is a plain line the player shows under the video (generated sample
 * clips say so); `label` names the stream in the 'Available Streams' prompt.
 */
const streamExtras = {
  thumbnails: mediaUrlSchema.optional(),
  notice: z.string().trim().min(1).max(200).optional(),
  label: z.string().trim().min(1).max(100).optional(),
};

/** An HLS stream: a master or media playlist. */
export const hlsStreamSchema = z.object({
  id: streamIdSchema,
  type: z.literal('hls'),
  playlist: mediaUrlSchema,
  captions: z.array(captionSchema).default([]),
  ...streamExtras,
});

/**
 * A file stream: files keyed by quality ('360' to '4k', their '-hdr' variants, 'original').
 * Unknown quality keys are rejected, and at least one quality is required.
 */
export const fileStreamSchema = z.object({
  id: streamIdSchema,
  type: z.literal('file'),
  qualities: z
    .partialRecord(z.enum(QUALITY_KEYS), streamFileSchema)
    .refine((qualities) => Object.keys(qualities).length > 0, {
      message: 'A file stream needs at least one quality',
    }),
  captions: z.array(captionSchema).default([]),
  ...streamExtras,
});

export const streamSchema = z.discriminatedUnion('type', [hlsStreamSchema, fileStreamSchema]);

export type Stream = z.infer<typeof streamSchema>;
export type HlsStream = Extract<Stream, { type: 'hls' }>;
export type FileStream = Extract<Stream, { type: 'file' }>;

/** A provider's answer: one stream, or a list of them (possibly empty: nothing found). */
export const sourceResultSchema = z.union([streamSchema, z.array(streamSchema)]);

export type SourceResult = z.infer<typeof sourceResultSchema>;
