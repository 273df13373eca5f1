import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore, type Store } from '@/lib/store/store.server';
import { csvField, oneLine, toCsv, toTable } from '@/scripts/ops/format';
import { startFirestoreEmulator } from '../../../fixtures/firestore-emulator';
import { runScript } from '../../../fixtures/run-script';

jest.setTimeout(30_000);

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function tempDataDir() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-scripts-'));
  folders.push(folder);
  return folder;
}

describe('the operator output formats', () => {
  it('quotes CSV fields only when they need it', () => {
    expect(csvField('ada@gmail.com')).toBe('ada@gmail.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsv(['a', 'b'], [['1', '2,3']])).toBe('a,b\r\n1,"2,3"\r\n');
  });

  it('shows a cell a spreadsheet would run as a formula as text', () => {
    expect(
      ['=1+2@gmail.com', '+cmd@gmail.com', '-2+3@gmail.com', '@SUM(A1)', '\t=x', '=HYPERLINK("http://x","y")'].map(
        csvField,
      ),
    ).toEqual([
      "'=1+2@gmail.com",
      "'+cmd@gmail.com",
      "'-2+3@gmail.com",
      "'@SUM(A1)",
      "'\t=x",
      '"\'=HYPERLINK(""http://x"",""y"")"',
    ]);
    expect(csvField('ada=1@gmail.com')).toBe('ada=1@gmail.com');
  });

  it('flattens visitor text to one safe line', () => {
    expect(oneLine('Hi\u001b[2J there,\r\n\tfriend', 100)).toBe('Hi [2J there, friend');
    expect(oneLine('abcdefghij', 5)).toBe('abcd…');
    expect(oneLine('Eve\u202Egnp.exe\u2066x\u2069\u200F\u061C', 100)).toBe(
      'Eve<U+202E>gnp.exe<U+2066>x<U+2069><U+200F><U+061C>',
    );
  });

  it('aligns table columns under a dashed header', () => {
    expect(
      toTable(
        ['ID', 'NAME'],
        [
          ['1', 'Ada'],
          ['22', 'Bo'],
        ],
      ),
    ).toBe('ID  NAME\n--  ----\n1   Ada\n22  Bo\n');
  });
});

/** Signs an address up and, unless told otherwise, confirms it as its link would. */
async function signUp(store: Store, email: string, confirm = true) {
  await store.signUp(email, { page: '/betester', wording: 'test wording' });
  if (confirm) await store.confirmSignup(email, new Date());
}

describe('npm run signups:export', () => {
  it('prints the confirmed SQLite sign-ups, oldest first, as CSV with ISO-8601 UTC times', async () => {
    const dataDir = tempDataDir();
    const store = await createStore({ engine: 'sqlite' }, dataDir);
    for (const email of ['Zed@gmail.com', 'ada.player@gmail.com', "o'brien+beta@googlemail.com", '=1+2@gmail.com'])
      await signUp(store, email);
    await signUp(store, 'unconfirmed@gmail.com', false);
    await signUp(store, 'left@gmail.com');
    await store.unsubscribe('left@gmail.com');
    const signups = (await store.listSignups()).slice(0, 4);
    await store.close();

    const { code, stdout, stderr } = await runScript('scripts/ops/signups-export.ts', [], {
      STORE: 'sqlite',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(0);
    expect(stdout.split('\r\n')).toEqual([
      'email,timestamp',
      ...signups.map((s) => `${csvField(s.email)},${s.timestamp.toISOString()}`),
      '',
    ]);
    expect(stdout).toMatch(/^email,timestamp\r\nZed@gmail\.com,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\r\n/);
    expect(stdout).toContain("\r\n'=1+2@gmail.com,");
    expect(stderr).toContain('4 confirmed sign-ups exported (2 not confirmed; --all lists them).');

    const all = await runScript('scripts/ops/signups-export.ts', ['--all'], { STORE: 'sqlite', DATA_DIR: dataDir });
    const lines = all.stdout.split('\r\n');
    expect(lines[0]).toBe('email,timestamp,state,confirmed,unsubscribed');
    expect(lines).toHaveLength(8);
    expect(lines[5]).toMatch(/^unconfirmed@gmail\.com,[^,]+Z,unconfirmed,,$/);
    expect(lines[6]).toMatch(/^left@gmail\.com,[^,]+Z,unsubscribed,,[^,]+Z$/);

    const wrong = await runScript('scripts/ops/signups-export.ts', ['--everything'], {
      STORE: 'sqlite',
      DATA_DIR: dataDir,
    });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run signups:export [-- --all]');
  });

  it('prints just the header for an empty store', async () => {
    const { code, stdout } = await runScript('scripts/ops/signups-export.ts', [], {
      STORE: 'sqlite',
      DATA_DIR: tempDataDir(),
    });
    expect(code).toBe(0);
    expect(stdout).toBe('email,timestamp\r\n');
  });

  it('reads Firestore when the environment says so', async () => {
    const emulator = await startFirestoreEmulator();
    const settings = emulator.settings(`scripts-${process.pid}`);
    try {
      const store = await createStore(settings, 'unused');
      await signUp(store, 'first@gmail.com');
      await signUp(store, 'second@gmail.com');
      await signUp(store, 'third@gmail.com', false);
      await store.close();
      const env = {
        STORE: 'firestore',
        FIREBASE_PROJECT_ID: settings.projectId,
        FIRESTORE_EMULATOR_HOST: emulator.host,
        DATA_DIR: tempDataDir(),
      };
      const { code, stdout } = await runScript('scripts/ops/signups-export.ts', [], env);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^email,timestamp\r\nfirst@gmail\.com,[^\r]+Z\r\nsecond@gmail\.com,[^\r]+Z\r\n$/);
    } finally {
      emulator.stop();
    }
  });
});

describe('npm run contact:list', () => {
  it('lists messages as a table, optionally only failed ones', async () => {
    const dataDir = tempDataDir();
    const store = await createStore({ engine: 'sqlite' }, dataDir);
    const { message: failed, token } = await store.saveContactMessage({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'The boss\nis too hard',
    });
    await store.markContactMessage(failed.id, token, { status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:587' });
    const { message: sending } = await store.saveContactMessage({
      name: 'Bo',
      email: 'bo@example.org',
      message: 'Hello',
    });
    await store.saveContactMessage({
      name: 'Mallory\u202Efdp.exe',
      email: 'm@example.org',
      message: 'Look \u2067here\u2069',
    });
    await store.close();
    const env = { STORE: 'sqlite', DATA_DIR: dataDir };

    const all = await runScript('scripts/ops/contact-list.ts', [], env);
    expect(all.code).toBe(0);
    expect(all.stdout.split('\n')[0]).toMatch(/^ID\s+DATE \(UTC\)\s+STATUS\s+TRIES\s+FROM\s+MESSAGE$/);
    expect(all.stdout).toMatch(
      new RegExp(
        `${failed.id}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+failed\\s+1\\s+Ada <ada@example.org>\\s+The boss is too hard`,
      ),
    );
    expect(all.stdout).toContain('last error: connect ECONNREFUSED 127.0.0.1:587');
    expect(all.stdout).toMatch(
      new RegExp(`${sending.id}\\s+\\S+ \\S+\\s+sending\\s+1\\s+Bo <bo@example.org>\\s+Hello`),
    );
    expect(all.stdout).toContain('Mallory<U+202E>fdp.exe <m@example.org>');
    expect(all.stdout).toContain('Look <U+2067>here<U+2069>');
    expect(all.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(all.stdout).toContain('3 messages.');

    const onlyFailed = await runScript('scripts/ops/contact-list.ts', ['--status', 'failed'], env);
    expect(onlyFailed.stdout).toContain(failed.id);
    expect(onlyFailed.stdout).not.toContain(sending.id);

    const wrong = await runScript('scripts/ops/contact-list.ts', ['--status', 'lost'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run contact:list');
  });
});

describe('npm run signups:stats', () => {
  it("counts sign-ups by day and state, and the testers against Google Play's 12", async () => {
    const dataDir = tempDataDir();
    const store = await createStore({ engine: 'sqlite' }, dataDir);
    await signUp(store, 'a@gmail.com');
    await signUp(store, 'b@gmail.com', false);
    await signUp(store, 'c@gmail.com');
    await store.startCampaign('first-update', { resendToNew: false });
    for (const claim of await store.claimCampaignMails('first-update', 5))
      await store.markCampaignMail('first-update', claim.mailbox, claim.token, { status: 'sent' });
    await store.unsubscribe('c@gmail.com');
    await store.close();
    const { code, stdout } = await runScript('scripts/ops/signups-stats.ts', [], {
      STORE: 'sqlite',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(stdout).toMatch(/^SIGNED UP \(UTC\)\s+CONFIRMED\s+UNCONFIRMED\s+UNSUBSCRIBED$/m);
    expect(stdout).toMatch(new RegExp(`^(${today}|total)\\s+1\\s+1\\s+1$`, 'm'));
    expect(stdout).toContain('Testers opted in for 14+ days: 0 (Google Play asks for 12).');
    expect(stdout).toContain('Not met yet: 12 more needed.');
    expect(stdout).toMatch(/^Newsletters:\nCAMPAIGN\s+STARTED\s+MAILED\s+UNSUBSCRIBED SINCE$/m);
    expect(stdout).toMatch(/^first-update\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+2\s+1$/m);
  });
});

describe('npm run privacy:forget', () => {
  it('deletes everything about one address, outbox files included, and nothing else', async () => {
    const dataDir = tempDataDir();
    const store = await createStore({ engine: 'sqlite' }, dataDir);
    await signUp(store, 'gone@gmail.com');
    await signUp(store, 'kept@gmail.com');
    await store.saveContactMessage({ name: 'Gone', email: 'Gone@Gmail.com', message: 'Delete me later' });
    await store.saveContactMessage({
      name: 'Gone again',
      email: 'g.o.n.e+contact@googlemail.com',
      message: 'Same mailbox',
    });
    await store.close();
    fs.mkdirSync(path.join(dataDir, 'outbox'));
    fs.writeFileSync(path.join(dataDir, 'outbox', 'one.eml'), 'To: gone@gmail.com\n\nHello');
    fs.writeFileSync(path.join(dataDir, 'outbox', 'two.eml'), 'To: kept@gmail.com\n\nHello');
    fs.writeFileSync(path.join(dataDir, 'outbox', 'three.eml'), 'Reply-To: "Gone" <Go.ne+x@googlemail.com>\n\nHello');
    fs.writeFileSync(path.join(dataDir, 'outbox', 'four.eml'), 'To: notgone@gmail.com\n\nHello');

    const env = { STORE: 'sqlite', DATA_DIR: dataDir };
    const { code, stdout } = await runScript('scripts/ops/privacy-forget.ts', ['GO.NE@gmail.com'], env);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Deleted for gone@gmail.com: 1 sign-up, 2 consent record entries, 2 contact messages, 2 outbox files.',
    );
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).sort()).toEqual(['four.eml', 'two.eml']);
    const after = await createStore({ engine: 'sqlite' }, dataDir);
    expect((await after.listMembers()).map((member) => member.email)).toEqual(['kept@gmail.com']);
    expect(await after.listContactMessages()).toEqual([]);
    await after.close();

    const wrong = await runScript('scripts/ops/privacy-forget.ts', ['not-an-address'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run privacy:forget');
  });
});

describe('scores:remove', () => {
  it('takes one player’s entries off a game’s boards, and refuses a malformed request', async () => {
    const dataDir = tempDataDir();
    const store = await createStore({ engine: 'sqlite' }, dataDir);
    const at = new Date('2026-11-25T10:00:00Z');
    await store.addScore(['paddle-war.today.2026-11-25', 'paddle-war.all'], 'higher', {
      initials: 'CNX',
      score: 9,
      version: 'b1',
      at,
    });
    await store.addScore(['paddle-war.all'], 'higher', { initials: 'ADA', score: 7, version: 'b1', at });
    await store.close();
    const env = { STORE: 'sqlite', DATA_DIR: dataDir };
    const { code, stdout } = await runScript('scripts/ops/scores-remove.ts', ['paddle-war', 'CNX'], env);
    expect([code, stdout.trim()]).toEqual([0, 'Removed 2 entries of CNX from the boards of paddle-war.']);
    const after = await createStore({ engine: 'sqlite' }, dataDir);
    expect((await after.getScoreBoard('paddle-war.all', 10)).map((entry) => entry.initials)).toEqual(['ADA']);
    await after.close();
    const wrong = await runScript('scripts/ops/scores-remove.ts', ['paddle-war', 'cnx', '--day', 'today'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('initials are three capital letters');
    expect(wrong.stderr).toContain('a day is YYYY-MM-DD');
  });
});
