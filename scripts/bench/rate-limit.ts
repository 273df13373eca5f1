// `npm run bench:rate-limit`: the heap a rate limit takes under the attack run's floods (16 KB X-Forwarded-For
// values, then a million distinct IPv6 /64s), against its byte budget. Exits 1 when the heap outgrows twice the budget.
import { clientAddress } from '@/lib/http/client-address.server';
import { createRateLimit } from '@/lib/http/rate-limit.server';

const BUDGET = 4 * 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('Run with node --expose-gc (npm run bench:rate-limit does).');
  process.exit(2);
}
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const limit = createRateLimit(10, 60_000, { maxBytes: BUDGET });
const before = heap();
const filler = 'x'.repeat(16_384);
for (let n = 0; n < 50_001; n += 1)
  limit.hit(clientAddress(new Request('http://x/', { headers: { 'x-forwarded-for': `${n}${filler}` } }), () => true));
console.log(`50,001 distinct 16 KB X-Forwarded-For values: heap +${mb(heap() - before)}, ${limit.usage().keys} key`);
for (let n = 0; n < 1_000_000; n += 1) limit.hit(`2001:db8:${(n >> 16) & 0xffff}:${n & 0xffff}::/64`);
const grown = heap() - before;
const { keys, bytes } = limit.usage();
console.log(
  `then 1,000,000 distinct IPv6 /64s: heap +${mb(grown)}, ${keys.toLocaleString('en-US')} keys kept, ${mb(bytes)} estimated (budget ${mb(BUDGET)})`,
);
process.exitCode = grown <= 2 * BUDGET ? 0 : 1;
