/** A shimmering placeholder block; the caller sets its size with a class. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span className={`skeleton ${className}`} aria-hidden="true" />;
}

/** Placeholder lines of prose. */
export function TextSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <span className="skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton skeleton--line" />
      ))}
    </span>
  );
}
