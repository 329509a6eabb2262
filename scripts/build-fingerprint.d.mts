// Types of build-fingerprint.mjs, for its test.
export const repoRoot: string;
export const stampFile: string;
export function listBuildInputs(root?: string): string[];
export function computeFingerprint(root?: string): string;
export function areOutputsPresent(root?: string): boolean;
