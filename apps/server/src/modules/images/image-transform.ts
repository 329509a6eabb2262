/**
 * Turns a source (our SVG or a fetched raster) into the requested image with sharp: crop region,
 * rotation, resize, colour adjustments, blur/sharpen, encoding. Inputs are bounded (pixel limit,
 * strict decoding, a time limit) and metadata is never copied to the output.
 */
import sharp, { type Sharp } from 'sharp';
import type { CropPosition, ImageParams } from './image-params';

/** Larger inputs are refused before decoding (a TMDB original is at most ~25 MP). */
export const MAX_INPUT_PIXELS = 40_000_000;
const RENDER_TIMEOUT_SECONDS = 15;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

export type ImageSource =
  | { kind: 'svg'; svg: string; width: number; height: number }
  | { kind: 'raster'; bytes: Uint8Array };

export type TransformResult =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; width: number; height: number }
  | { ok: false; reason: 'crop-outside-image' };

const POSITIONS: Record<CropPosition, string> = {
  center: 'centre',
  top: 'top',
  right: 'right',
  bottom: 'bottom',
  left: 'left',
  'top-left': 'left top',
  'top-right': 'right top',
  'bottom-left': 'left bottom',
  'bottom-right': 'right bottom',
  entropy: 'entropy',
  attention: 'attention',
};

/**
 * Process-wide sharp settings: `threads` libvips threads per image (1 keeps a 2-core machine
 * answering while it renders) and a small operation cache that holds no open files.
 */
export function configureSharp(threads: number): void {
  sharp.concurrency(threads);
  sharp.cache({ memory: 64, files: 0, items: 100 });
}

/**
 * The scale at which to draw an SVG so that the resize step only ever shrinks it: the output's
 * larger ratio to the intrinsic size (dimensions swap when rotated a quarter turn).
 */
function svgScale(source: { width: number; height: number }, params: ImageParams): number {
  if (params.crop?.kind === 'region') return 1;
  const quarterTurn = params.rotateDegrees === 90 || params.rotateDegrees === 270;
  const [outWidth, outHeight] = quarterTurn
    ? [params.height, params.width]
    : [params.width, params.height];
  const ratios = [
    outWidth === null ? null : outWidth / source.width,
    outHeight === null ? null : outHeight / source.height,
  ].filter((ratio): ratio is number => ratio !== null);
  if (ratios.length === 0) return 1;
  const scale = Math.max(...ratios);
  const maxScale = Math.sqrt(MAX_INPUT_PIXELS / (source.width * source.height));
  return Math.min(Math.max(scale, 1 / 72), maxScale);
}

function open(source: ImageSource, params: ImageParams): Sharp {
  const limits = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  if (source.kind === 'svg') {
    const density = 72 * svgScale(source, params);
    return sharp(Buffer.from(source.svg), { ...limits, density });
  }
  return sharp(source.bytes, { ...limits, autoOrient: true });
}

function encode(image: Sharp, params: ImageParams): Sharp {
  const quality = params.quality ?? undefined;
  switch (params.output) {
    case 'webp':
      return image.webp({ quality, effort: 4 });
    case 'avif':
      // effort 2 of 9: AVIF's default effort costs seconds of CPU per image.
      return image.avif({ quality, effort: 2 });
    case 'jpeg':
      return image
        .flatten({ background: (params.background ?? '#000000').slice(0, 7) })
        .jpeg({ quality, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 6 });
  }
}

/** Applies `params` to `source`; a crop region outside the source is an outcome, not an error. */
export async function transformImage(
  source: ImageSource,
  params: ImageParams,
): Promise<TransformResult> {
  let image = open(source, params).timeout({ seconds: RENDER_TIMEOUT_SECONDS });
  const background = params.background ?? TRANSPARENT;
  if (params.crop?.kind === 'region') {
    const meta = await image.metadata();
    const { width, height } = meta.autoOrient;
    const { left, top, width: cropWidth, height: cropHeight } = params.crop;
    if (left + cropWidth > width || top + cropHeight > height) {
      return { ok: false, reason: 'crop-outside-image' };
    }
    image = image.extract({ left, top, width: cropWidth, height: cropHeight });
  }
  if (params.rotateDegrees !== 0) image = image.rotate(params.rotateDegrees, { background });
  if (params.width !== null || params.height !== null) {
    image = image.resize({
      width: params.width ?? undefined,
      height: params.height ?? undefined,
      fit: params.fit,
      position: params.crop?.kind === 'position' ? POSITIONS[params.crop.position] : 'centre',
      background,
    });
  }
  if (params.brightness !== null || params.saturation !== null) {
    // sharp refuses a key present with an undefined value.
    image = image.modulate({
      ...(params.brightness === null ? {} : { brightness: params.brightness }),
      ...(params.saturation === null ? {} : { saturation: params.saturation }),
    });
  }
  if (params.contrast !== null) image = image.linear(params.contrast, 128 * (1 - params.contrast));
  if (params.blurSigma !== null) image = image.blur(params.blurSigma);
  if (params.sharpenSigma !== null) {
    image =
      params.sharpenSigma === 0 ? image.sharpen() : image.sharpen({ sigma: params.sharpenSigma });
  }
  const { data, info } = await encode(image, params).toBuffer({ resolveWithObject: true });
  // Copied once into a plain (never shared) ArrayBuffer, the type HTTP bodies take.
  return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.height };
}
