import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Routes that later work builds stay unlisted, so they answer with the 404 page until then.
export default [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')] satisfies RouteConfig;
