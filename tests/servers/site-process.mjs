// The production server as the end-to-end tests run it (tests/servers/site.mjs starts this file): the same server,
// with the games' test build (.games-test/, made by `scripts/build/games.mjs --test`) answered in place of public/'s
// release files, so tests can read the test hooks. Players never get this handler.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startProductionServer } from '../../lib/server/production.mjs';

const testGames = path.resolve('.games-test');
const GAME_FILE_TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'application/javascript; charset=utf-8' };

await startProductionServer({
  wrap: (handle) => async (request, response) => {
    const type = GAME_FILE_TYPES[path.extname((request.url ?? '/').split('?', 1)[0] ?? '')];
    let file = '';
    try {
      file = path.join(testGames, decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname));
    } catch {
      // Not a file name: Next answers it.
    }
    const body = type && file.startsWith(testGames + path.sep) ? await readFile(file).catch(() => null) : null;
    if (!body) return handle(request, response);
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  },
});
