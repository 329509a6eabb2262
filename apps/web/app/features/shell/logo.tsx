/** The Reelhouse mark and wordmark. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-extrabold tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 text-brand">
        <rect x="2" y="6" width="28" height="20" rx="5" fill="currentColor" />
        <path d="M13 11.5v9l8-4.5z" fill="#fff" />
      </svg>
      <span>Reelhouse</span>
    </span>
  );
}
