import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Routes that later work builds stay unlisted, so they answer with the 404 page until then.
export default [
  index('routes/home.tsx'),
  route('movies', 'routes/movies.tsx'),
  route('movies/:movieId', 'routes/movie.tsx'),
  route('series', 'routes/series.tsx'),
  route('series/:seriesId', 'routes/series-detail.tsx'),
  route('series/:seriesId/:season/:episode', 'routes/episode.tsx'),
  route('search', 'routes/search.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('categories/:category', 'routes/category.tsx'),
  route('networks', 'routes/networks.tsx'),
  route('networks/:network', 'routes/network.tsx'),
  route('network/:network', 'routes/network-redirect.tsx'),
  route('discover', 'routes/discover.tsx'),
  route('download', 'routes/download.tsx'),
  route('jellyfin', 'routes/jellyfin.tsx'),
  route('credits', 'routes/credits.tsx'),
  route('bookmarks', 'routes/bookmarks.tsx'),
  route('history', 'routes/history.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('account', 'routes/account.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
