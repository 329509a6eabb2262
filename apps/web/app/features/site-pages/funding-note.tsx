/**
 * The promise the donate page always keeps in view (issue: "donations are the only funding besides
 * ads, and nothing is paywalled"), whatever the operator's own text says around it.
 */
export function FundingNote() {
  return (
    <p
      data-testid="funding-note"
      className="mt-8 rounded-lg border-l-4 border-brand bg-surface-2 p-4 ring-1 ring-line"
    >
      Donations and ads are the only funding this site has. Nothing here is paywalled: donating
      unlocks nothing extra, it keeps the site free for everyone.
    </p>
  );
}
