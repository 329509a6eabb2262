/**
 * Plain rules over crew lists for the episode and movie pages (spec section 2 "Episode page":
 * Director(s) and Writer(s)). The guest-star cut lives in screens/home (splitGuestStars).
 */

/** Crew jobs listed under "Writer(s)". */
export const WRITER_JOBS: readonly string[] = ['Writer', 'Screenplay', 'Teleplay', 'Story'];

interface CrewFields {
  job?: string | null;
}

/** @returns the crew members whose job is 'Director', in credit order */
export function getDirectors<T extends CrewFields>(crew: readonly T[]): T[] {
  return crew.filter((member) => member.job === 'Director');
}

/**
 * @returns the crew members whose job is one of {@link WRITER_JOBS}, in credit order, each person
 *   once (a person credited for both story and teleplay appears at their first credit)
 */
export function getWriters<T extends CrewFields & { id: number }>(crew: readonly T[]): T[] {
  const seen = new Set<number>();
  return crew.filter((member) => {
    if (!member.job || !WRITER_JOBS.includes(member.job) || seen.has(member.id)) return false;
    seen.add(member.id);
    return true;
  });
}
