import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const quizzesDirectory = path.join(process.cwd(), 'content', 'quizzes');

/** Trimmed and lower-cased, so "Nintendo" and " nintendo" count as the same option. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export const questionSchema = z
  .object({
    question: z.string().trim().min(1).max(200),
    options: z.array(z.string().trim().min(1).max(80)).length(4, 'must have exactly 4 options'),
    correctAnswer: z.string().min(1),
    explanation: z.string().trim().min(1).max(240),
  })
  .strict()
  .superRefine((question, context) => {
    if (new Set(question.options.map(normalizeText)).size !== question.options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'has two options that are the same' });
    }
    if (!question.options.includes(question.correctAnswer)) {
      context.addIssue({
        code: 'custom',
        path: ['correctAnswer'],
        message: `"${question.correctAnswer}" is not one of the options`,
      });
    }
  });

const quizSchema = z
  .object({
    quizPath: z.string().regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits'),
    quizTitle: z.string().trim().min(1),
    quizHeader: z.string().trim().min(1),
    description: z.string().trim().min(20).max(200),
    image: z.string().regex(/^\/images\/quizzes\/[a-z0-9-]+\.svg$/, 'must be an SVG under /images/quizzes/'),
    data: z.array(questionSchema).min(1),
  })
  .strict()
  .superRefine((quiz, context) => {
    const seen = new Map<string, number>();
    quiz.data.forEach((question, index) => {
      const key = normalizeText(question.question);
      const first = seen.get(key);
      if (first !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['data', index, 'question'],
          message: `repeats question ${first + 1}`,
        });
      }
      seen.set(key, index);
    });
  });

export type Quiz = z.infer<typeof quizSchema>;
export type QuizQuestion = Quiz['data'][number];

/** What the quiz list needs of a quiz: no questions. */
export interface QuizSummary {
  quizPath: string;
  quizTitle: string;
  quizHeader: string;
  description: string;
  image: string;
  questionCount: number;
}

/** Where an issue is, in words: "question 7 (\"In which year…\")" or the field name. */
export function describeIssuePath(raw: unknown, issuePath: PropertyKey[]): string {
  const [field, index, ...rest] = issuePath;
  if (field === 'data' && typeof index === 'number') {
    const parsed = z
      .object({ data: z.array(z.object({ question: z.string() }).loose()) })
      .loose()
      .safeParse(raw);
    const text = parsed.success ? parsed.data.data[index]?.question : undefined;
    const where = `question ${index + 1}${text ? ` ("${text.slice(0, 60)}")` : ''}`;
    return rest.length ? `${where} ${rest.join('.')}` : where;
  }
  return issuePath.length ? issuePath.join('.') : 'file';
}

/**
 * Validates one quiz file's parsed JSON; throws naming the file and the question at fault.
 * `fileName` is the name without `.json` and must equal the quiz's quizPath.
 */
export function parseQuiz(fileName: string, raw: unknown): Quiz {
  const parsed = quizSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${describeIssuePath(raw, issue.path)}: ${issue.message}`);
    throw new Error(`content/quizzes/${fileName}.json is invalid:\n  ${problems.join('\n  ')}`);
  }
  if (parsed.data.quizPath !== fileName) {
    throw new Error(
      `content/quizzes/${fileName}.json is invalid:\n  quizPath: "${parsed.data.quizPath}" must equal the file name`,
    );
  }
  return parsed.data;
}

function readQuizzes(): Quiz[] {
  const files = fs.readdirSync(quizzesDirectory).filter((file) => file.endsWith('.json'));
  const quizzes = files.map((file) => {
    const fileName = file.replace(/\.json$/, '');
    const text = fs.readFileSync(path.join(quizzesDirectory, file), 'utf8');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new Error(
        `content/quizzes/${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return parseQuiz(fileName, raw);
  });
  return quizzes.sort((a, b) => a.quizTitle.localeCompare(b.quizTitle, 'en'));
}

let cache: Quiz[] | null = null;

/** Every quiz, validated, sorted alphabetically by title. A bad file throws, which fails the build. */
export function getAllQuizzes(): Quiz[] {
  cache ??= readQuizzes();
  return cache;
}

/** One quiz by its quizPath, or null. */
export function getQuizByPath(quizPath: string): Quiz | null {
  return getAllQuizzes().find((quiz) => quiz.quizPath === quizPath) ?? null;
}

/** The list page's view of every quiz, in list order. */
export function getQuizSummaries(): QuizSummary[] {
  return getAllQuizzes().map(({ data, ...quiz }) => ({ ...quiz, questionCount: data.length }));
}

/** The artwork of a quiz as a data URI, for next/og, which cannot fetch an SVG by URL reliably. */
export function readQuizArtwork(quiz: Quiz): string {
  const file = path.join(process.cwd(), 'public', quiz.image);
  return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
}
