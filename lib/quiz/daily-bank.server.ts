import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  describeIssuePath,
  getAllQuizzes,
  normalizeText,
  questionSchema,
  type Quiz,
  type QuizQuestion,
} from './quizzes.server';

/**
 * Daily-only question banks: `content/daily/<quizPath>.json` adds questions to a quiz's share of the daily pool
 * without changing the quiz, whose length is fixed. The daily quiz needs 600 questions so that none comes back
 * within 60 days; the sixteen quizzes hold 387.
 */
const banksDirectory = path.join(process.cwd(), 'content', 'daily');

const bankSchema = z
  .object({
    quizPath: z.string().regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits'),
    data: z.array(questionSchema).min(1),
  })
  .strict();

export type DailyBank = z.infer<typeof bankSchema>;

/** Where a daily question's answers are counted: a quiz's own counters, or its bank's, which no quiz path can name. */
export interface CounterRef {
  key: string;
  index: number;
}

/** A question of the daily pool with the counter its answers join. */
export interface DailyPoolQuestion extends QuizQuestion {
  counter: CounterRef;
}

/** One quiz's share of the daily pool: its own questions (same indexes as the quiz), then its bank's. */
export interface DailyPoolEntry {
  quizPath: string;
  quizTitle: string;
  questions: DailyPoolQuestion[];
}

/** The counter key of a quiz's bank: quiz paths have no hyphen, so `bank-halo` never meets a quiz's counters. */
export function bankCounterKey(quizPath: string): string {
  return `bank-${quizPath}`;
}

/** The text two questions are compared by: case, spacing and punctuation aside. */
function duplicateKey(question: string): string {
  return normalizeText(question)
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function invalid(fileName: string, problems: string[]): Error {
  return new Error(`content/daily/${fileName}.json is invalid:\n  ${problems.join('\n  ')}`);
}

/** Validates one bank's parsed JSON against its file name and the quizzes; throws naming the file and the question. */
export function parseDailyBank(fileName: string, raw: unknown, quizzes: Quiz[]): DailyBank {
  const parsed = bankSchema.safeParse(raw);
  if (!parsed.success)
    throw invalid(
      fileName,
      parsed.error.issues.map((issue) => `${describeIssuePath(raw, issue.path)}: ${issue.message}`),
    );
  if (parsed.data.quizPath !== fileName)
    throw invalid(fileName, [`quizPath: "${parsed.data.quizPath}" must equal the file name`]);
  if (!quizzes.some((quiz) => quiz.quizPath === fileName))
    throw invalid(fileName, [`quizPath: "${fileName}" is not a quiz in content/quizzes`]);
  return parsed.data;
}

/** Throws, naming the bank file and question, when a bank asks what a quiz or another bank question already asks. */
export function assertNoDuplicates(quizzes: Quiz[], banks: DailyBank[]): void {
  const seen = new Map<string, string>();
  for (const quiz of quizzes)
    quiz.data.forEach((q, index) =>
      seen.set(duplicateKey(q.question), `content/quizzes/${quiz.quizPath}.json question ${index + 1}`),
    );
  for (const bank of banks) {
    const problems = bank.data.flatMap((q, index) => {
      const key = duplicateKey(q.question);
      const first = seen.get(key);
      seen.set(key, first ?? `content/daily/${bank.quizPath}.json question ${index + 1}`);
      return first ? [`${describeIssuePath(bank, ['data', index])}: repeats ${first}`] : [];
    });
    if (problems.length) throw invalid(bank.quizPath, problems);
  }
}

function readBanks(quizzes: Quiz[]): DailyBank[] {
  if (!fs.existsSync(banksDirectory)) return [];
  const files = fs
    .readdirSync(banksDirectory)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const banks = files.map((file) => {
    const fileName = file.replace(/\.json$/, '');
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(banksDirectory, file), 'utf8'));
    } catch (error) {
      throw new Error(
        `content/daily/${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return parseDailyBank(fileName, raw, quizzes);
  });
  assertNoDuplicates(quizzes, banks);
  return banks;
}

let cache: DailyBank[] | null = null;

/** Every daily bank, validated against the quizzes. A bad file throws, which fails the build. */
export function getDailyBanks(): DailyBank[] {
  cache ??= readBanks(getAllQuizzes());
  return cache;
}

let poolCache: DailyPoolEntry[] | null = null;

/** The daily pool: every quiz's questions followed by its bank's, in the quiz list's order. Built once: every daily answer posted reads it. */
export function getDailyPool(): DailyPoolEntry[] {
  poolCache ??= buildDailyPool(getDailyBanks());
  return poolCache;
}

/**
 * Some quizzes ask the very same question (Tetris's creator is in two): the daily pool keeps the first, so a daily
 * quiz never asks one question twice in a round.
 */
function buildDailyPool(banks: DailyBank[]): DailyPoolEntry[] {
  const asked = new Set<string>();
  const firstTimeAsked = (question: QuizQuestion) =>
    !asked.has(duplicateKey(question.question)) && Boolean(asked.add(duplicateKey(question.question)));
  return getAllQuizzes().map((quiz) => ({
    quizPath: quiz.quizPath,
    quizTitle: quiz.quizTitle,
    questions: [
      ...quiz.data.flatMap((question, index) =>
        firstTimeAsked(question) ? [{ ...question, counter: { key: quiz.quizPath, index } }] : [],
      ),
      ...(banks.find((bank) => bank.quizPath === quiz.quizPath)?.data ?? []).map((question, index) => ({
        ...question,
        counter: { key: bankCounterKey(quiz.quizPath), index },
      })),
    ],
  }));
}
