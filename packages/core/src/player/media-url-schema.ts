/**
 * Addresses of playable media and caption files as providers send them: absolute http(s) URLs, or
 * paths on our own server (the library provider serves files from /media/...).
 */
import { z } from 'zod';

/** Longest accepted address, in characters. */
export const MEDIA_URL_MAX_LENGTH = 4096;

/** A path on our own origin: starts with one '/', no '//' or '/\' (protocol-relative), no spaces. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * An http(s) URL or a same-origin path. Other schemes (javascript:, data:, blob:, file:) are
 * rejected, so a provider can never make the player or a download link run or read anything else.
 */
export const mediaUrlSchema = z
  .string()
  .max(MEDIA_URL_MAX_LENGTH)
  .refine(
    (value) =>
      SAME_ORIGIN_PATH.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    { message: 'Expected an http(s) URL or a path starting with /' },
  );
