/** What the test server is started with; the tests check the pages against it. */
import { join } from 'node:path';
/** The test server's port (3180; another with REELHOUSE_E2E_PORT, so two checkouts can run at once). */
export const PORT = Number(process.env.REELHOUSE_E2E_PORT ?? 3180);
export const CHAT_URL = 'https://chat.example.org/invite';
export const MESSAGING_URL = 'https://msg.example.org/group';

/** Where the journeys' sample media lives (generated before the server starts, kept between runs). */
export const SAMPLE_MEDIA_DIR = join(import.meta.dirname, '..', 'data', 'sample-media');

/**
 * The Internet Archive provider points at a closed local port, so searches it takes part in fail
 * the same way every time, offline too (the journeys check the texts a failing provider shows).
 */
export const ARCHIVE_BASE_URL = 'http://127.0.0.1:9';
