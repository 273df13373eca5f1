// The production server (lib/server/production.mjs): `npm start` runs it.
import { startProductionServer } from './lib/server/production.mjs';

await startProductionServer();
