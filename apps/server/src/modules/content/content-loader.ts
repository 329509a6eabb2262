/**
 * Reads the whole content folder into one immutable snapshot: every JSON file validated
 * (content-schemas), every page rendered and sanitised (markdown-page), every creative stored and
 * given the URL we serve it at (creatives), a QR code per donation address. Any bad file makes the
 * load fail with every problem named (ContentError); what happens then is the caller's choice.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Ad } from '@reelhouse/core/site-content/ad-schema';
import { listDonationAddresses } from '@reelhouse/core/site-content/donation-addresses-schema';
import type { DonationStats } from '@reelhouse/core/site-content/donation-stats-schema';
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import type { InfoModal } from '@reelhouse/core/site-content/info-modal-schema';
import type {
  DonationAddress,
  Partner,
  ServedAd,
  SitePage,
  SitePageSlug,
} from '@reelhouse/web/load-context';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Logger } from '../../observability/logger';
import { ContentError, describeIssues } from './content-problems';
import {
  CONTENT_FILES,
  PAGES_FOLDER,
  SITE_PAGE_SLUGS,
  readContentFile,
  readText,
  type ContentFolders,
} from './content-files';
import {
  adFileSchema,
  donationAddressFileSchema,
  donationStatsFileSchema,
  infoBoxFileSchema,
  infoModalFileSchema,
  partnerFileSchema,
} from './content-schemas';
import type { DownloadCreative } from './creative-download';
import {
  getServedMediaUrl,
  isLocalMediaRef,
  loadLocalMedia,
  storeCreative,
  type MediaOutcome,
} from './creatives';
import { renderPage, type PagePlaceholders } from './markdown-page';
import type { MediaFile, MediaStore } from './media-store';
import { sanitizeContentHtml } from './sanitize';

/** A JSON answer prepared once per snapshot. */
export interface PreparedJson {
  body: string;
  etag: string;
}

/** Everything the content folder says, as pages and routes use it. */
export interface ContentSnapshot {
  pages: ReadonlyMap<SitePageSlug, SitePage>;
  /** with `html` sanitised and images pointing at our copies */
  infoModals: readonly InfoModal[];
  infoBoxes: readonly InfoBox[];
  ads: readonly ServedAd[];
  donationAddresses: readonly DonationAddress[];
  donationStats: DonationStats | null;
  partners: readonly Partner[];
  /** the images this snapshot publishes, by stored name */
  media: ReadonlyMap<string, MediaFile>;
  modalsJson: PreparedJson;
  adsJson: PreparedJson;
}

export interface ContentLoaderDeps {
  folders: ContentFolders;
  placeholders: PagePlaceholders;
  store: MediaStore;
  download: DownloadCreative;
  logger: Logger;
}

export interface ContentLoader {
  /** @throws ContentError naming every bad file and field */
  load(): Promise<ContentSnapshot>;
}

/** Problems found so far, and the files they are reported under. */
class Problems {
  readonly lines: string[] = [];
  add(...lines: string[]): void {
    this.lines.push(...lines);
  }
}

function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

async function readJsonFile<S extends z.ZodType>(
  folders: ContentFolders,
  name: string,
  schema: S,
  problems: Problems,
): Promise<{ file: string; value: z.output<S>; text: string } | null> {
  const read = await readContentFile(folders, name, readText);
  if (!read.ok) {
    problems.add(read.problem);
    return null;
  }
  if (!read.found) return null;
  const { file, content } = read.found;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch (error) {
    problems.add(
      `${file}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    problems.add(...describeIssues(file, parsed.error.issues));
    return null;
  }
  return { file, value: parsed.data, text: content };
}

export function createContentLoader(deps: ContentLoaderDeps): ContentLoader {
  const { folders, store, logger } = deps;
  /** Downloads of the current ads.json: each address once per version of the file. */
  let downloads = { version: '', byUrl: new Map<string, Promise<MediaOutcome>>() };

  function downloadOnce(url: string, adsVersion: string): Promise<MediaOutcome> {
    if (downloads.version !== adsVersion) downloads = { version: adsVersion, byUrl: new Map() };
    let pending = downloads.byUrl.get(url);
    if (!pending) {
      pending = deps.download(url).then(
        (bytes) => storeCreative(bytes, url, store),
        (error: unknown) => ({
          ok: false as const,
          problem: `${url} could not be downloaded: ${error instanceof Error ? error.message : String(error)}`,
        }),
      );
      downloads.byUrl.set(url, pending);
    }
    return pending;
  }

  async function loadPages(problems: Problems): Promise<Map<SitePageSlug, SitePage>> {
    const pages = new Map<SitePageSlug, SitePage>();
    for (const slug of SITE_PAGE_SLUGS) {
      const read = await readContentFile(folders, path.join(PAGES_FOLDER, `${slug}.md`), readText);
      if (!read.ok) problems.add(read.problem);
      else if (read.found) {
        const rendered = renderPage(read.found.file, read.found.content, deps.placeholders);
        if (rendered.ok) pages.set(slug, rendered.page);
        else problems.add(...rendered.problems);
      }
    }
    return pages;
  }

  async function serveAds(
    file: string,
    ads: readonly Ad[],
    adsVersion: string,
    media: Map<string, MediaFile>,
    problems: Problems,
  ): Promise<ServedAd[]> {
    // Downloads run side by side; problems are then reported in file order.
    const remote = ads.map((ad) =>
      /^https?:\/\//i.test(ad.gifUrl) ? downloadOnce(ad.gifUrl, adsVersion) : null,
    );
    const served: ServedAd[] = [];
    for (const [index, ad] of ads.entries()) {
      const ref = ad.gifUrl;
      const download = remote[index];
      let outcome: MediaOutcome;
      if (download) {
        outcome = await download;
        if (!outcome.ok) {
          // Someone else's server must never stop ours: the ad is left out until it answers.
          logger.warn(
            { file, ad: ad.id, problem: outcome.problem },
            'ad left out: its creative could not be used',
          );
          continue;
        }
      } else if (isLocalMediaRef(ref)) {
        outcome = await loadLocalMedia(ref, folders, store);
      } else {
        outcome = {
          ok: false,
          problem: `Expected /ad-media/<file> (a file of the content folder) or an http(s) address, got "${ref}"`,
        };
      }
      if (!outcome.ok) {
        problems.add(`${file}: [${String(index)}].gifUrl: ${outcome.problem}`);
        continue;
      }
      media.set(outcome.media.name, outcome.media);
      served.push({
        ...ad,
        imageSrc: getServedMediaUrl(outcome.media),
        width: outcome.media.width,
        height: outcome.media.height,
      });
    }
    return served;
  }

  /** Modal images: `/ad-media/<file>` becomes our copy; another path of this site stays. */
  async function serveModalImages(
    file: string,
    modals: readonly InfoModal[],
    media: Map<string, MediaFile>,
    problems: Problems,
  ): Promise<InfoModal[]> {
    const resolve = async (ref: string | undefined, field: string): Promise<string | undefined> => {
      if (ref === undefined) return undefined;
      if (isLocalMediaRef(ref)) {
        const outcome = await loadLocalMedia(ref, folders, store);
        if (outcome.ok) {
          media.set(outcome.media.name, outcome.media);
          return getServedMediaUrl(outcome.media);
        }
        problems.add(`${file}: ${field}: ${outcome.problem}`);
        return undefined;
      }
      if (/^\/(?!\/)/.test(ref)) return ref;
      problems.add(
        `${file}: ${field}: Expected /ad-media/<file> or a path on this site (images from other sites are blocked by the Content-Security-Policy), got "${ref}"`,
      );
      return undefined;
    };
    const served: InfoModal[] = [];
    for (const [index, modal] of modals.entries()) {
      served.push({
        ...modal,
        html: modal.html === undefined ? undefined : sanitizeContentHtml(modal.html),
        image: await resolve(modal.image, `[${String(index)}].image`),
        bgImage: await resolve(modal.bgImage, `[${String(index)}].bgImage`),
      });
    }
    return served;
  }

  async function load(): Promise<ContentSnapshot> {
    // A folder that is not there (a mistyped CONTENT_DIR, or one being replaced) must not turn
    // into the shipped defaults without a word.
    const folder = await stat(folders.dir).catch(() => null);
    if (!folder?.isDirectory()) throw new ContentError([`${folders.dir}: no such folder`]);
    const problems = new Problems();
    const [modalFile, boxFile, adFile, addressFile, statsFile, partnerFile] = await Promise.all([
      readJsonFile(folders, CONTENT_FILES.infoModals, infoModalFileSchema, problems),
      readJsonFile(folders, CONTENT_FILES.infoBoxes, infoBoxFileSchema, problems),
      readJsonFile(folders, CONTENT_FILES.ads, adFileSchema, problems),
      readJsonFile(folders, CONTENT_FILES.donationAddresses, donationAddressFileSchema, problems),
      readJsonFile(folders, CONTENT_FILES.donationStats, donationStatsFileSchema, problems),
      readJsonFile(folders, CONTENT_FILES.partners, partnerFileSchema, problems),
    ]);
    const pages = await loadPages(problems);
    const media = new Map<string, MediaFile>();
    const adsVersion = createHash('sha256')
      .update(adFile?.text ?? '')
      .digest('hex');
    const ads = adFile
      ? await serveAds(adFile.file, adFile.value, adsVersion, media, problems)
      : [];
    const infoModals = modalFile
      ? await serveModalImages(modalFile.file, modalFile.value, media, problems)
      : [];
    if (problems.lines.length > 0) throw new ContentError(problems.lines);

    const donationAddresses = await Promise.all(
      listDonationAddresses(addressFile?.value ?? {}).map(async (entry) => ({
        ...entry,
        qrSvg: await QRCode.toString(entry.address, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
        }),
      })),
    );
    return {
      pages,
      infoModals,
      infoBoxes: boxFile?.value ?? [],
      ads,
      donationAddresses,
      donationStats: statsFile?.value ?? null,
      partners: partnerFile?.value ?? [],
      media,
      modalsJson: prepareJson(infoModals),
      adsJson: prepareJson(ads),
    };
  }

  return { load };
}
