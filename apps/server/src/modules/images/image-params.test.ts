import { describe, expect, it } from 'vitest';
import {
  estimateRenderCost,
  MAX_RENDER_COST,
  parseImageParams,
  TOO_COSTLY_MESSAGE,
  type ImageParams,
} from './image-params';

const SRC = '/art/poster/movie-603.svg';

/** Parses a query string the way Hono's c.req.queries() presents it. */
function parse(query: string) {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) (values[name] ??= []).push(value);
  return parseImageParams(values);
}

function parsed(query: string): ImageParams {
  const result = parse(query);
  if (!result.ok) throw new Error(`expected ${query} to parse: ${JSON.stringify(result.issues)}`);
  return result.value;
}

describe('parseImageParams', () => {
  it('fills the defaults: webp at quality 75, fit cover, no size, nothing else applied', () => {
    expect(parsed(`src=${SRC}`)).toEqual({
      src: SRC,
      width: null,
      height: null,
      quality: 75,
      output: 'webp',
      fit: 'cover',
      blurSigma: null,
      brightness: null,
      contrast: null,
      saturation: null,
      sharpenSigma: null,
      rotateDegrees: 0,
      background: null,
      crop: null,
    });
  });

  it.each([
    ['w=342', { width: 342 }],
    ['w=1&h=2000', { width: 1, height: 2000 }],
    ['q=1', { quality: 1 }],
    ['q=100&output=jpeg', { quality: 100, output: 'jpeg' }],
    ['output=jpg', { output: 'jpeg', quality: 80 }],
    ['output=avif&w=780', { output: 'avif', quality: 50, width: 780 }],
    ['output=avif&w=2000&h=2000', { output: 'avif', width: 2000, height: 2000 }],
    ['output=png&q=30', { output: 'png', quality: null }],
    ['fit=contain', { fit: 'contain' }],
    ['fit=outside', { fit: 'outside' }],
    ['blur=0.3', { blurSigma: 0.3 }],
    ['blur=100&w=500', { blurSigma: 100 }],
    ['blur=20&w=2000&h=2000', { blurSigma: 20 }],
    ['brightness=1.25&sat=0&contrast=4', { brightness: 1.25, saturation: 0, contrast: 4 }],
    ['brightness=1&contrast=1&sat=1', { brightness: null, contrast: null, saturation: null }],
    ['sharp=true', { sharpenSigma: 0 }],
    ['sharp=false', { sharpenSigma: null }],
    ['sharp=1.5', { sharpenSigma: 1.5 }],
    ['rot=270', { rotateDegrees: 270 }],
    ['bg=fff', { background: '#ffffffff' }],
    ['bg=%231A1A2E', { background: '#1a1a2eff' }],
    ['bg=1a1a2e80', { background: '#1a1a2e80' }],
    ['crop=attention', { crop: { kind: 'position', position: 'attention' } }],
    ['crop=centre', { crop: { kind: 'position', position: 'center' } }],
    ['crop=top-left', { crop: { kind: 'position', position: 'top-left' } }],
    [
      'crop=10,20,300,400',
      { crop: { kind: 'region', left: 10, top: 20, width: 300, height: 400 } },
    ],
  ])('accepts %s', (query, expected) => {
    expect(parsed(`src=${SRC}&${query}`)).toMatchObject(expected);
  });

  it.each([
    ['', 'src'],
    ['src=', 'src'],
    ['src=art/poster/movie-603.svg', 'src'],
    [`src=/${'a'.repeat(200)}.jpg`, 'src'],
    [`src=${SRC}&w=0`, 'w'],
    [`src=${SRC}&w=2001`, 'w'],
    [`src=${SRC}&w=2000&h=2000&blur=100&output=avif`, 'w'],
    [`src=${SRC}&w=2000&h=2000&blur=100`, 'w'],
    [`src=${SRC}&blur=60&output=avif`, 'w'],
    [`src=${SRC}&w=-5`, 'w'],
    [`src=${SRC}&w=34.2`, 'w'],
    [`src=${SRC}&w=1e3`, 'w'],
    [`src=${SRC}&h=abc`, 'h'],
    [`src=${SRC}&q=0`, 'q'],
    [`src=${SRC}&q=101`, 'q'],
    [`src=${SRC}&output=gif`, 'output'],
    [`src=${SRC}&output=WEBP`, 'output'],
    [`src=${SRC}&fit=stretch`, 'fit'],
    [`src=${SRC}&blur=0.2`, 'blur'],
    [`src=${SRC}&blur=101`, 'blur'],
    [`src=${SRC}&brightness=5`, 'brightness'],
    [`src=${SRC}&brightness=-1`, 'brightness'],
    [`src=${SRC}&sat=NaN`, 'sat'],
    [`src=${SRC}&contrast=`, 'contrast'],
    [`src=${SRC}&sharp=11`, 'sharp'],
    [`src=${SRC}&sharp=yes`, 'sharp'],
    [`src=${SRC}&rot=45`, 'rot'],
    [`src=${SRC}&rot=360`, 'rot'],
    [`src=${SRC}&bg=red`, 'bg'],
    [`src=${SRC}&bg=%2312345`, 'bg'],
    [`src=${SRC}&crop=10,20,0,400`, 'crop'],
    [`src=${SRC}&crop=10,20,300`, 'crop'],
    [`src=${SRC}&crop=middle`, 'crop'],
    [`src=${SRC}&width=300`, 'width'],
    [`src=${SRC}&w=300&w=400`, 'w'],
  ])('refuses %s, naming %s', (query, path) => {
    const result = parse(query);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toContain(path);
    expect(result.issues.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('gives equal requests equal parameters whatever the spelling', () => {
    expect(parsed(`src=${SRC}&bg=FFF&output=jpg&crop=centre`)).toEqual(
      parsed(`src=${SRC}&bg=%23ffffffff&output=jpeg&q=80&crop=center`),
    );
    expect(parsed(`src=${SRC}&output=png&q=10`)).toEqual(parsed(`src=${SRC}&output=png`));
  });
});

describe('the cost of one render', () => {
  it('fits a 2000×2000 WebP or AVIF, and a light blur, but not AVIF with a heavy blur', () => {
    const cost = (query: string) =>
      estimateRenderCost({
        width: Number(/w=(\d+)/.exec(query)?.[1] ?? NaN) || null,
        height: Number(/h=(\d+)/.exec(query)?.[1] ?? NaN) || null,
        blurSigma: Number(/blur=(\d+)/.exec(query)?.[1] ?? NaN) || null,
        output: query.includes('avif') ? 'avif' : 'webp',
      });
    expect(cost('w=2000&h=2000')).toBeLessThanOrEqual(MAX_RENDER_COST);
    expect(cost('w=2000&h=2000&avif')).toBeLessThanOrEqual(MAX_RENDER_COST);
    expect(cost('w=2000&h=2000&blur=20')).toBeLessThanOrEqual(MAX_RENDER_COST);
    expect(cost('w=2000&h=2000&blur=100&avif')).toBeGreaterThan(MAX_RENDER_COST);
  });

  it('says why a costly image is refused', () => {
    const parsed = parseImageParams({
      src: ['/art/poster/movie-603.svg'],
      w: ['2000'],
      h: ['2000'],
      blur: ['100'],
      output: ['avif'],
    });
    expect(parsed).toEqual({ ok: false, issues: [{ path: 'w', message: TOO_COSTLY_MESSAGE }] });
  });
});
