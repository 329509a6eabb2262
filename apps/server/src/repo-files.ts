/**
 * Files of this repository the server reads at run time. Found relative to this module, which
 * sits in `src/` at the depth the bundle sits in `dist/`, so one relative address serves both
 * (a module deeper in `src/` would need another one than the bundle).
 */
import { fileURLToPath } from 'node:url';

/** The open data committed in this repository: the embedded catalogue's facts. */
export const REPO_CATALOGUE_DATA = fileURLToPath(
  new URL('../../../catalogue-data/', import.meta.url),
);

/** The Internet Archive items the archive provider may offer, committed with the open data. */
export const REPO_ARCHIVE_ALLOW_LIST = fileURLToPath(
  new URL('../../../catalogue-data/lawful-titles.json', import.meta.url),
);

/** The shipped content folder: the defaults, and the fallback of each file CONTENT_DIR lacks. */
export const REPO_CONTENT_DIR = fileURLToPath(new URL('../../../content/', import.meta.url));
