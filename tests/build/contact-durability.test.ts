import fs from 'node:fs';
import path from 'node:path';
import { MAX_SENDS_IN_FLIGHT } from '@/lib/mail/mailer.server';
import { killMidBurstThenRetry, onSqliteAndFirestore, type Engine } from '../fixtures/kill-mid-burst';
import { deliveriesByMessageId } from '../fixtures/received-mail';
import { tempDirs } from '../fixtures/temp-dirs';

jest.setTimeout(240_000);

const BURST = 200;
const KILL_AFTER = 40;
const FROM = 'website@studio.test';
const tempDir = tempDirs('contact-durability-');

function send(base: string, index: number): Promise<string | null> {
  const marker = `durable-${index}-end`;
  return fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': `10.8.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify({ user_name: `Player ${index}`, user_email: `player${index}@example.org`, message: marker }),
  }).then(
    (response) => (response.status === 200 ? marker : null),
    () => null,
  );
}

/** Which marker each delivered mail carried, by Message-ID. */
function markersByMessageId(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const id = /^Message-ID: (.+)$/im.exec(text)?.[1]?.trim();
    const marker = /durable-\d+-end/.exec(text)?.[0];
    if (id && marker) found.set(id, marker);
  }
  return found;
}

async function killAndRetry(engine: Engine) {
  // A little time per mail keeps some messages mid-send when the kill lands.
  const burst = {
    size: BURST,
    killAfter: KILL_AFTER,
    post: send,
    acceptDelayMs: 20,
    mailEnv: { CONTACT_FROM: FROM, CONTACT_TO: 'team@studio.test' },
  };
  const { acknowledged, killedAt, received, sinkLog, retries } = await killMidBurstThenRetry(engine, burst, tempDir);
  const store = await engine.open();
  const stored = await store.listContactMessages();
  await store.close();
  return {
    acknowledged,
    stored,
    retries,
    killedAt,
    sinkLog,
    deliveries: deliveriesByMessageId(received),
    markers: markersByMessageId(received),
  };
}

function check(name: string, result: Awaited<ReturnType<typeof killAndRetry>>) {
  const { acknowledged, stored, retries, deliveries, markers, killedAt, sinkLog } = result;
  const storedMarkers = new Set(stored.map((message) => message.message));
  const deliveredMarkers = [...markers.values()];
  const mails = [...deliveries.values()].reduce((sum, count) => sum + count, 0);
  const copiesOf = (marker: string) =>
    [...markers].filter(([, each]) => each === marker).reduce((sum, [id]) => sum + (deliveries.get(id) ?? 0), 0);
  const exactlyOnce = acknowledged.filter((marker) => copiesOf(marker) === 1).length;
  // Where each second copy's first delivery was when the kill landed: stored by the mail server but its 250 not yet
  // sent (no sender can know it arrived), or 250 sent but not yet recorded as sent by the site (the site's own window).
  const firstCopies = [...deliveries]
    .filter(([, count]) => count > 1)
    .map(([id]) => sinkLog.find((entry) => entry.messageId === id));
  const unanswered = firstCopies.filter(
    (entry) => entry && (entry.answeredAt === null || entry.answeredAt >= killedAt),
  ).length;
  console.info(
    `${name}: ${BURST} posted, ${acknowledged.length} acknowledged, ${stored.length} stored, ${mails} mails delivered, ` +
      `${deliveries.size} distinct Message-IDs; acknowledged delivered exactly once: ${exactlyOnce} of ${acknowledged.length}; ` +
      `second copies ${mails - deliveries.size} (first copy unanswered at the kill: ${unanswered}; answered 250 but not yet marked sent: ` +
      `${firstCopies.length - unanswered}); ${stored.filter((message) => message.status !== 'sent').length} left unsent after the retries`,
  );
  expect(retries.map((run) => run.code)).toEqual([0, 0]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.length).toBeLessThan(BURST);
  // Nothing acknowledged is lost, every acknowledged message arrived exactly once, and nothing stored is left unsent.
  expect(acknowledged.filter((marker) => !storedMarkers.has(marker))).toEqual([]);
  expect(acknowledged.filter((marker) => copiesOf(marker) !== 1)).toEqual([]);
  expect(stored.filter((message) => message.status !== 'sent')).toEqual([]);
  expect([...storedMarkers].filter((marker) => !deliveredMarkers.includes(marker))).toEqual([]);
  // Each message went out under one Message-ID, its own: never two messages as one, nor one under two IDs.
  expect(new Set(deliveredMarkers).size).toBe(markers.size);
  // A second copy only of a message the killed server had handed to the mail server without hearing it accepted
  // (the kill fell between the two): never acknowledged, never more than once more, and under the same Message-ID.
  const copied = [...markers].filter(([id]) => (deliveries.get(id) ?? 0) > 1).map(([, marker]) => marker);
  expect(copied.filter((marker) => acknowledged.includes(marker))).toEqual([]);
  expect(Math.max(...deliveries.values())).toBeLessThanOrEqual(2);
  // The kill can only catch the sends in flight, which the mailer bounds however large the burst.
  expect(mails - deliveries.size).toBeLessThanOrEqual(MAX_SENDS_IN_FLIGHT);
}

onSqliteAndFirestore(
  (engine) =>
    `delivers every acknowledged ${engine} message exactly once across a SIGKILL mid-burst and two concurrent retries`,
  async (name, engine) => check(name, await killAndRetry(engine)),
  tempDir,
);
