/** Every route of the spec with what it must show; the quiz routes have their own spec file. */
export const contentRoutes = ['/', '/about', '/games', '/contact', '/blog-updates', '/privacy-notice', '/betester', '/final-void-online'] as const;

export const gameRoutes = [
  { path: '/desktop-game', frame: '/desktop-game/FV_web_desktop.html', label: null },
  { path: '/neon-horizon', frame: '/neon-horizon-web/NH_web_desktop.html', label: 'NEON HORIZON' },
  { path: '/arrow-dash', frame: '/arrow-dash-web/arrow_dash.html', label: 'ARROW DASH' },
  { path: '/paddle-war', frame: '/pong/index.html', label: null },
  { path: '/space-breaker', frame: '/asteroids/index.html', label: 'SPACE BREAKER' },
  { path: '/endless-space-pilot', frame: '/space-survival/index.html', label: 'ENDLESS SPACE PILOT' },
] as const;
