// `node scripts/build-stamp.mjs write`: records that the current sources are built.
import { writeFileSync } from 'node:fs';
import { computeFingerprint, stampFile } from './build-fingerprint.mjs';

if (process.argv[2] === 'write') writeFileSync(stampFile, computeFingerprint() + '\n');
