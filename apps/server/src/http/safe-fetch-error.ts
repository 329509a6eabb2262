/** The one error of a safe fetch (safe-fetch.ts): which rule refused it, or what failed. */
/** Why a safe fetch was refused or failed. */
export type SafeFetchErrorReason =
  | 'not-allowed'
  | 'private-address'
  | 'too-large'
  | 'timeout'
  | 'too-many-redirects'
  | 'network'
  | 'aborted';

/** A refused or failed safe fetch; `reason` says which rule or failure. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SafeFetchError';
  }
}
