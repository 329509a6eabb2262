// Fills a library folder from the encoded clip: hard-links the clip's files into every title's
// folder (copies where links fail) and writes the per-title files: sidecar, captions and
// thumbnail track. Episodes get the HLS master playlist with a second audio track. Encoding the clip and publishing the folder are done elsewhere.
import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { captionCues, captionsSrt, captionsVtt } from './captions.mjs';
import { MASTER_WITH_SECOND_AUDIO } from './hls-master.mjs';
import { FOUR_K_RENDITION, RENDITIONS } from './options.mjs';
import { thumbnailsVtt } from './thumbnails.mjs';
import { titleFolder } from './titles.mjs';

/**
 * Links the base clip into every title folder and writes the per-title files.
 * @param {string} libraryDir
 * @param {string} clipDir
 * @param {import('./titles.mjs').SampleTitles} titles
 * @param {import('./titles.mjs').ClipTarget[]} targets
 * @param {number} seconds
 */
export function writeLibrary(libraryDir, clipDir, titles, targets, seconds) {
  const place = createLinker();
  for (const movie of titles.movies) {
    writeSidecar(path.join(libraryDir, titleFolder(movie)), movie.tmdbId, 'movie');
  }
  for (const show of titles.shows) {
    writeSidecar(path.join(libraryDir, titleFolder(show)), show.tmdbId, 'show');
  }
  for (const target of targets) {
    const dir = path.join(libraryDir, target.dir);
    const file = (/** @type {string} */ suffix) => path.join(dir, `${target.base}${suffix}`);
    mkdirSync(dir, { recursive: true });
    for (const r of RENDITIONS)
      place(path.join(clipDir, `${r.name}.mp4`), file(` - ${r.name}.mp4`));
    // The first movie alone has the short 4K rendition, for the 4K token's flow.
    if (target === targets[0] && titles.movies.length > 0) {
      const fourK = FOUR_K_RENDITION.name;
      place(path.join(clipDir, `${fourK}.mp4`), file(` - ${fourK}.mp4`));
    }
    placeTree(place, path.join(clipDir, 'hls'), file('.hls'));
    if (targets.indexOf(target) >= titles.movies.length) {
      // Unlinked first: writing through the hard link would change every title's playlist.
      rmSync(path.join(file('.hls'), 'master.m3u8'));
      place(path.join(clipDir, MASTER_WITH_SECOND_AUDIO), path.join(file('.hls'), 'master.m3u8'));
    }
    place(path.join(clipDir, 'thumbnails.jpg'), file('.thumbnails.jpg'));
    writeFileSync(file('.thumbnails.vtt'), thumbnailsVtt(`${target.base}.thumbnails.jpg`, seconds));
    const cues = captionCues(target.name, seconds);
    writeFileSync(file('.en.vtt'), captionsVtt(cues));
    writeFileSync(file('.en.srt'), captionsSrt(cues));
  }
}

/**
 * @param {string} dir
 * @param {number} tmdbId
 * @param {'movie' | 'show'} type
 */
function writeSidecar(dir, tmdbId, type) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'reelhouse.json'),
    `${JSON.stringify({ tmdbId, type, sample: true }, null, 2)}\n`,
  );
}

/**
 * Hard links a file into place, falling back to copying where links are not possible.
 * @returns {(from: string, to: string) => void}
 */
function createLinker() {
  let canLink = true;
  return (from, to) => {
    if (canLink) {
      try {
        linkSync(from, to);
        return;
      } catch {
        canLink = false;
      }
    }
    copyFileSync(from, to);
  };
}

/**
 * @param {(from: string, to: string) => void} place
 * @param {string} from
 * @param {string} to
 */
function placeTree(place, from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) placeTree(place, source, target);
    else place(source, target);
  }
}
