/**
 * The query parameters of `/api/img` (the spec's image-service parameters): validation, defaults
 * and the normalised form whose hash names a result in the caches and its ETag. Sources are
 * resolved elsewhere; this module only checks that `src` is a short path.
 */
import { z } from 'zod';
import type { ValidationIssue } from '../../http/errors';

export const OUTPUT_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type Fit = (typeof FITS)[number];
/** Anchors and strategies for `fit=cover` (sharp's `position`). */
export const CROP_POSITIONS = [
  'center',
  'top',
  'right',
  'bottom',
  'left',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'entropy',
  'attention',
] as const;
export type CropPosition = (typeof CROP_POSITIONS)[number];

export const MAX_DIMENSION = 2000;

/**
 * The most one render may cost, in pixel units: output pixels, times 1 + blur sigma / 25, times 2
 * for AVIF (measured here: a 2000×2000 WebP takes about 0.25 s, AVIF twice that, and a blur of
 * sigma 100 five times as long). 2000×2000 AVIF fits; with a heavy blur it does not.
 */
export const MAX_RENDER_COST = 8_000_000;

/** Output pixels assumed when a size is not given: a poster's 2:3, or TMDB's largest original. */
const ASSUMED_ASPECT = 1.5;
const ASSUMED_ORIGINAL_PIXELS = 2000 * 3000;

/** @returns the cost of rendering `params`, in the units of {@link MAX_RENDER_COST} */
export function estimateRenderCost(
  params: Pick<ImageParams, 'width' | 'height' | 'blurSigma' | 'output'>,
): number {
  const { width, height } = params;
  const pixels =
    width !== null && height !== null
      ? width * height
      : width !== null || height !== null
        ? (width ?? height ?? 0) ** 2 * ASSUMED_ASPECT
        : ASSUMED_ORIGINAL_PIXELS;
  const blur = 1 + (params.blurSigma ?? 0) / 25;
  return pixels * blur * (params.output === 'avif' ? 2 : 1);
}

export const TOO_COSTLY_MESSAGE =
  'This image would take too long to render: ask for fewer pixels, less blur, or WebP';
/** Quality when `q` is absent, per format (PNG is lossless and ignores `q`). */
export const DEFAULT_QUALITY = { webp: 75, avif: 50, jpeg: 80 } as const;

export type Crop =
  | { kind: 'position'; position: CropPosition }
  /** a region of the source in its own pixels, cut before resizing */
  | { kind: 'region'; left: number; top: number; width: number; height: number };

/** Parameters after defaults; no-op values (brightness 1, rot 0, sharp=false) are null. */
export interface ImageParams {
  src: string;
  width: number | null;
  height: number | null;
  /** null for PNG */
  quality: number | null;
  output: OutputFormat;
  fit: Fit;
  blurSigma: number | null;
  brightness: number | null;
  contrast: number | null;
  saturation: number | null;
  /** sigma of the sharpening mask; 0 asks for sharp's default mild sharpening */
  sharpenSigma: number | null;
  rotateDegrees: 0 | 90 | 180 | 270;
  /** '#rrggbbaa', lowercase */
  background: string | null;
  crop: Crop | null;
}

export type ParseResult =
  { ok: true; value: ImageParams } | { ok: false; issues: ValidationIssue[] };

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}(\.\d{1,4})?$/, 'Expected a number such as 1.5')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
/** `1` leaves the image as it is, so it is normalised away. */
const multiplier = decimal(0, 4).transform((value) => (value === 1 ? null : value));

const colour = z
  .string()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Expected a hex colour such as #1a1a2e')
  .transform((value) => {
    const hex = value.replace('#', '').toLowerCase();
    const long = hex.length === 3 ? hex.replace(/./g, (digit) => digit + digit) : hex;
    return `#${long.padEnd(8, 'f')}`;
  });

const cropRegion = z
  .string()
  .regex(/^\d{1,5},\d{1,5},\d{1,5},\d{1,5}$/)
  .transform((value) => value.split(',').map(Number))
  .refine(([, , width = 0, height = 0]) => width > 0 && height > 0, {
    message: 'A crop region needs a width and a height above 0',
  })
  .transform(([left = 0, top = 0, width = 0, height = 0]): Crop => ({
    kind: 'region',
    left,
    top,
    width,
    height,
  }));
const cropPosition = z.enum([...CROP_POSITIONS, 'centre']).transform((position): Crop => ({
  kind: 'position',
  position: position === 'centre' ? 'center' : position,
}));

const ROTATIONS = { '0': 0, '90': 90, '180': 180, '270': 270 } as const;

const querySchema = z.strictObject({
  src: z.string().min(1).max(200).startsWith('/', 'Expected an image path starting with /'),
  w: wholeNumber(1, MAX_DIMENSION).optional(),
  h: wholeNumber(1, MAX_DIMENSION).optional(),
  q: wholeNumber(1, 100).optional(),
  output: z
    .enum([...OUTPUT_FORMATS, 'jpg'])
    .transform((format) => (format === 'jpg' ? 'jpeg' : format))
    .default('webp'),
  fit: z.enum(FITS).default('cover'),
  blur: decimal(0.3, 100).optional(),
  brightness: multiplier.optional(),
  contrast: multiplier.optional(),
  sat: multiplier.optional(),
  sharp: z
    .union(
      [
        z.enum(['true', 'false']).transform((flag) => (flag === 'true' ? 0 : null)),
        decimal(0.3, 10),
      ],
      'Expected true, false or a sigma from 0.3 to 10',
    )
    .optional(),
  rot: z
    .enum(['0', '90', '180', '270'])
    .transform((degrees) => ROTATIONS[degrees])
    .default(0),
  bg: colour.optional(),
  crop: z
    .union([cropPosition, cropRegion], 'Expected x,y,w,h or a position such as top')
    .optional(),
});

/**
 * Validates the query of an image request.
 * @param query every value of every parameter, as `c.req.queries()` gives them
 */
export function parseImageParams(query: Record<string, string[]>): ParseResult {
  const repeated = Object.entries(query).filter(([, values]) => values.length > 1);
  if (repeated.length > 0) {
    return {
      ok: false,
      issues: repeated.map(([name]) => ({ path: name, message: 'Given more than once' })),
    };
  }
  const single = Object.fromEntries(
    Object.entries(query).map(([name, values]) => [name, values[0] ?? '']),
  );
  const parsed = querySchema.safeParse(single);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({ path: key, message: 'Unknown parameter' }))
          : [{ path: issue.path.map(String).join('.'), message: issue.message }],
      ),
    };
  }
  const q = parsed.data;
  const cost = estimateRenderCost({
    width: q.w ?? null,
    height: q.h ?? null,
    blurSigma: q.blur ?? null,
    output: q.output,
  });
  if (cost > MAX_RENDER_COST) {
    return { ok: false, issues: [{ path: 'w', message: TOO_COSTLY_MESSAGE }] };
  }
  return {
    ok: true,
    value: {
      src: q.src,
      width: q.w ?? null,
      height: q.h ?? null,
      quality: q.output === 'png' ? null : (q.q ?? DEFAULT_QUALITY[q.output]),
      output: q.output,
      fit: q.fit,
      blurSigma: q.blur ?? null,
      brightness: q.brightness ?? null,
      contrast: q.contrast ?? null,
      saturation: q.sat ?? null,
      sharpenSigma: q.sharp ?? null,
      rotateDegrees: q.rot,
      background: q.bg ?? null,
      crop: q.crop ?? null,
    },
  };
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
