import { getAllGames } from '../../lib/games/games';

const games = getAllGames();

/** Every route of the site with what it must show; the quiz routes have their own spec file. Games' landing pages come from the list of games. */
export const contentRoutes = [
  '/',
  '/about',
  '/games',
  '/contact',
  '/blog-updates',
  '/privacy-notice',
  '/betester',
  ...games.filter((game) => game.playPath !== game.route).map((game) => game.route),
];

/** Each game's play page, the frame it embeds, its label and its landing page (null when the play page is its canonical page), from content/games.json. */
export const gameRoutes = games.map((game) => ({
  path: game.playPath,
  frame: game.framePath,
  label: game.label,
  landing: game.route === game.playPath ? null : game.route,
}));

/** One game's play page and frame by its id; throws for an id that is not in the list. */
export function gameRoute(id: string): (typeof gameRoutes)[number] {
  const route = gameRoutes[games.findIndex((game) => game.id === id)];
  if (!route) throw new Error(`content/games.json has no game "${id}"`);
  return route;
}
