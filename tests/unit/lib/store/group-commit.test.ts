import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { groupCommit } from '@/lib/store/group-commit.server';

describe('a group commit on a SQLite file', () => {
  let dataDir: string;
  let db: Database.Database;
  let other: Database.Database;
  let add: (name: string) => Promise<number>;

  /** Frames in the WAL: a commit appends the pages it changed, so fewer commits leave fewer frames. */
  const walFrames = () => (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]?.log ?? -1;
  const names = () => other.prepare('SELECT name FROM players ORDER BY id').pluck().all();

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    db = new Database(path.join(dataDir, 'test.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)');
    db.pragma('wal_checkpoint(TRUNCATE)');
    other = new Database(path.join(dataDir, 'test.db'), { timeout: 50 });
    add = groupCommit(db, (name: string) => {
      if (name === 'refused') throw new Error('refused by the caller');
      return Number(db.prepare('INSERT INTO players (name) VALUES (?)').run(name).lastInsertRowid);
    });
  });
  afterEach(() => {
    other.close();
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits the calls of one turn together, each answered with its own result once another connection can read it', async () => {
    const calls = Array.from({ length: 20 }, (_, index) =>
      add(`player${index}`).then((id) => [id, names().length] as const),
    );
    const answers = await Promise.all(calls);
    expect(answers.map(([id]) => id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(answers.every(([, seen]) => seen === 20)).toBe(true);
    const framesOfOneGroup = walFrames();

    for (let index = 20; index < 40; index += 1) await add(`player${index}`);
    const framesOfTwentyCommits = walFrames() - framesOfOneGroup;
    expect(framesOfOneGroup).toBeLessThanOrEqual(2);
    expect(framesOfTwentyCommits).toBeGreaterThanOrEqual(20);
  });

  it('undoes only the call that threw, and answers that call with its error', async () => {
    const outcomes = await Promise.allSettled([add('ada'), add('refused'), add('ada'), add('bo')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: new Error('refused by the caller') });
    expect(outcomes[2]).toMatchObject({ reason: { code: 'SQLITE_CONSTRAINT_UNIQUE' } });
    expect(names()).toEqual(['ada', 'bo']);
  });

  it('fails every call of a group it cannot commit, stores none of them, and commits the next group', async () => {
    other.exec('BEGIN IMMEDIATE');
    db.pragma('busy_timeout = 50');
    const outcomes = await Promise.allSettled([add('ada'), add('bo')]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ code: 'SQLITE_BUSY' }) },
      { status: 'rejected', reason: expect.objectContaining({ code: 'SQLITE_BUSY' }) },
    ]);
    other.exec('ROLLBACK');
    expect(names()).toEqual([]);
    await expect(add('cy')).resolves.toBe(1);
    expect(names()).toEqual(['cy']);
  });
});
