/**
 * The ground a title page lays a title logo on. Logos — TMDB's and the generated ones — are drawn
 * light, for dark grounds; on the light theme's white page they were barely readable. The page
 * sets each logo on this colour in both themes (it is the dark theme's page colour, so there the
 * plate does not show), and the generated logos' colours are tested against it for WCAG AA.
 */
export const TITLE_LOGO_BACKGROUND = '#0c0d10';
