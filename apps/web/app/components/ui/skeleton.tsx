/** A shimmering block that holds the place of content still loading (or an image that failed). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-surface-3 motion-reduce:animate-none ${className}`}
    />
  );
}
