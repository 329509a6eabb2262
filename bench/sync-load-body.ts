/** The largest honest sync bodies, for the sync benchmark and tests. */

/** The watch history of a heavy, honest viewer: 300 shows of 40 episodes and 1,000 films. */
export function buildHeavyWatchHistory(now: number): string {
  const items: Record<string, unknown> = {};
  for (let show = 0; show < 300; show += 1) {
    const episodes: Record<string, unknown> = {};
    for (let episode = 0; episode < 40; episode += 1) {
      const season = 1 + Math.floor(episode / 10);
      episodes[`s${String(season)}e${String(1 + (episode % 10))}`] = {
        id: 1_000_000 + show * 100 + episode,
        number: 1 + (episode % 10),
        title: `Episode ${String(episode + 1)} of a show with a longish name`,
        seasonId: 2_000_000 + show * 10 + season,
        updatedAt: now - episode * 1_000,
        progress: { watched: 1_500 + episode, duration: 2_700 },
      };
    }
    items[String(10_000 + show)] = {
      type: 'show',
      title: `A television series numbered ${String(show)}`,
      year: 2000 + (show % 25),
      updatedAt: now,
      progress: { watched: 1_200, duration: 2_700 },
      episodes,
    };
  }
  for (let film = 0; film < 1_000; film += 1) {
    items[String(500_000 + film)] = {
      type: 'movie',
      title: `A feature film numbered ${String(film)}`,
      year: 1950 + (film % 75),
      updatedAt: now - film,
      progress: { watched: 3_000, duration: 6_000 },
    };
  }
  return JSON.stringify({ items, updatedAt: now });
}
