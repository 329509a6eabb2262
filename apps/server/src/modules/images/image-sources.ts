/**
 * What `src` may name, and nothing more: a generated-artwork path whose facts the catalogue knows,
 * (in tmdb mode only) a TMDB image path, or an image the content folder publishes (an ad
 * creative, `/content-media/<hash>.<ext>`). Resolving checks the name; loading produces the
 * pixels' source (our SVG, bytes fetched through the TMDB adapter, or the stored creative).
 */
import { createHash } from 'node:crypto';
import {
  parseArtworkPath,
  type ArtworkFacts,
  type ArtworkFactsSource,
  type ArtworkRef,
} from './artwork-path';
import { ARTWORK_SIZES, ARTWORK_VERSION, renderArtworkSvg } from './artwork-svg';
import type { ImageSource } from './image-transform';
import { TMDB_IMAGE_PATH, type RemoteImageSource } from './tmdb-image-source-adapter';

export type ResolvedSource =
  | { kind: 'artwork'; ref: ArtworkRef; facts: ArtworkFacts; identity: string }
  | { kind: 'tmdb'; path: string; identity: string }
  | { kind: 'content'; name: string; identity: string };

/** The images the content folder publishes (ad creatives), named by the hash of their bytes. */
export interface ContentImageSource {
  /** @returns the bytes, or null when the current content publishes no image of that name */
  readImage(name: string): Promise<Uint8Array | null>;
}

/** `/content-media/<hash>.<ext>`: the name says the bytes, so it is the identity too. */
const CONTENT_IMAGE_PATH = /^\/content-media\/([a-f0-9]{32}\.(?:gif|jpg|png))$/;

export interface ImageFailure {
  ok: false;
  status: 400 | 404 | 429 | 502 | 503;
  error: string;
  /** seconds, for 429 and 503 */
  retryAfterSeconds?: number;
  issues?: { path: string; message: string }[];
}

export interface SourceDeps {
  /** null when no catalogue draws artwork (then every /art/ path is unknown) */
  artworkFacts: ArtworkFactsSource | null;
  /** set only in tmdb mode */
  tmdbImages: RemoteImageSource | null;
  /** the content folder's images; absent: no /content-media/ path is known */
  contentImages?: ContentImageSource | null;
}

const notFound: ImageFailure = { ok: false, status: 404, error: 'Image not found' };

function badSource(tmdbMode: boolean): ImageFailure {
  const allowed = tmdbMode
    ? 'a generated-artwork path (/art/...) or a TMDB image path (/abc123.jpg)'
    : 'a generated-artwork path such as /art/poster/movie-603.svg';
  return {
    ok: false,
    status: 400,
    error: 'Invalid request',
    issues: [{ path: 'src', message: `Expected ${allowed}` }],
  };
}

/** A short stable digest of the facts, so corrected facts are never answered from the cache. */
function digestFacts(facts: ArtworkFacts): string {
  const text = JSON.stringify([facts.title, facts.subtitle, facts.genreIds]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export async function resolveImageSource(
  src: string,
  deps: SourceDeps,
): Promise<{ ok: true; source: ResolvedSource } | ImageFailure> {
  const ref = parseArtworkPath(src);
  if (ref) {
    const facts = deps.artworkFacts ? await deps.artworkFacts.getArtworkFacts(ref) : null;
    if (!facts) return notFound;
    const identity = `art:v${ARTWORK_VERSION}:${src}:${digestFacts(facts)}`;
    return { ok: true, source: { kind: 'artwork', ref, facts, identity } };
  }
  const contentName = CONTENT_IMAGE_PATH.exec(src)?.[1];
  if (deps.contentImages && contentName !== undefined) {
    return {
      ok: true,
      source: { kind: 'content', name: contentName, identity: `content:${contentName}` },
    };
  }
  if (deps.tmdbImages && TMDB_IMAGE_PATH.test(src)) {
    return { ok: true, source: { kind: 'tmdb', path: src, identity: `tmdb:${src}` } };
  }
  return badSource(deps.tmdbImages !== null);
}

export async function loadImageSource(
  source: ResolvedSource,
  tmdbImages: RemoteImageSource | null,
  contentImages: ContentImageSource | null = null,
): Promise<{ ok: true; image: ImageSource } | ImageFailure> {
  if (source.kind === 'artwork') {
    const svg = renderArtworkSvg(source.ref, source.facts);
    return { ok: true, image: { kind: 'svg', svg, ...ARTWORK_SIZES[source.ref.kind] } };
  }
  if (source.kind === 'content') {
    const bytes = contentImages ? await contentImages.readImage(source.name) : null;
    return bytes ? { ok: true, image: { kind: 'raster', bytes } } : notFound;
  }
  if (!tmdbImages) return notFound;
  const fetched = await tmdbImages.fetchImage(source.path);
  if (fetched.ok) return { ok: true, image: { kind: 'raster', bytes: fetched.bytes } };
  if (fetched.reason === 'not-found') return notFound;
  return { ok: false, status: 502, error: 'Image source unavailable' };
}
