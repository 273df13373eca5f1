import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, localDateKey } from '../../lib/quiz/daily';
import { DAILY_DAYS_PATH, type DailyDays } from '../../lib/quiz/daily-pool';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';

interface Question {
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
}

const quizFile = (quizPath: string): { quizPath: string; data: Question[] } =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'quizzes', `${quizPath}.json`), 'utf8'));
const questionsIn = (folder: string): Question[] =>
  fs
    .readdirSync(path.join(process.cwd(), 'content', folder))
    .flatMap((file) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', folder, file), 'utf8')).data);
// The daily banks' questions are asked only by the daily quiz.
const bankQuestions = questionsIn('daily');
const allQuestions: Question[] = [...questionsIn('quizzes'), ...bankQuestions];
const review = (page: Page) => page.locator('[aria-labelledby="quiz-review-heading"] > ol > li');
const percentile = (page: Page) =>
  page.getByText(/You are the first to finish this quiz!|You scored better than \d+% of the \d+ players so far\./);

/** Answers the question on screen with the right answer (or a wrong one), found by its text in the content files. */
async function answerOnScreen(page: Page, number: number, right: boolean) {
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${number}: `) });
  await expect(heading).toBeVisible();
  const text = (await heading.textContent())?.replace(`Question ${number}: `, '');
  const question = allQuestions.find((candidate) => candidate.question === text);
  if (!question) throw new Error(`No question "${text}" in the content`);
  const choice = right ? question.correctAnswer : question.options.find((option) => option !== question.correctAnswer);
  await page.getByRole('radio', { name: choice, exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function playQuiz(page: Page, quizPath: string, right: boolean) {
  const { data } = quizFile(quizPath);
  await page.goto(`/quiz/${quizPath}/0`);
  for (let number = 1; number <= data.length; number += 1) await answerOnScreen(page, number, right);
  await expect(page.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
  await expect(percentile(page)).toBeVisible();
}

/** The number of players in the percentile line (1 when this player was the first). */
async function players(page: Page): Promise<number> {
  const text = (await percentile(page).textContent()) ?? '';
  return /first/.test(text) ? 1 : Number(/of the (\d+) players/.exec(text)?.[1]);
}

/** The percentage who got question 1 right, from its line in the review. */
async function firstQuestionShare(page: Page): Promise<number> {
  const line = review(page)
    .first()
    .getByText(/% got this right/);
  return Number(/(\d+)% got this right/.exec((await line.textContent()) ?? '')?.[1]);
}

test('two players finish a quiz and each sees everyone’s answers, the second changing the shares', async ({
  page,
  browser,
}, testInfo) => {
  // Each project plays its own quiz, one no other test plays, so the counts are this test's alone.
  const quizPath = testInfo.project.name === 'phone' ? 'ocarinaoftime' : 'mariohistory';
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${testInfo.project.name === 'phone' ? 1 : 2}` });
  await playQuiz(page, quizPath, true);
  const before = await players(page);
  const shareBefore = await firstQuestionShare(page);
  await expect(review(page).first()).toContainText('and so did you');
  await expect(
    review(page)
      .first()
      .getByRole('list', { name: /How \d+ players? answered/ }),
  ).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.99' },
  });
  const second = await other.newPage();
  await playQuiz(second, quizPath, false);
  expect(await players(second)).toBe(before + 1);
  await expect(second.getByText(`You scored better than 0% of the ${before + 1} players so far.`)).toBeVisible();
  const shareAfter = await firstQuestionShare(second);
  expect(shareAfter).toBeLessThan(shareBefore);
  await expect(review(second).first()).toContainText(`${shareAfter}% got this right.`);
  await other.close();

  // The first player, back on the result after a reload, reads the counts from the cached route: both players now.
  await page.reload();
  await expect(percentile(page)).toBeVisible();
  expect(await players(page)).toBe(before + 1);
  expect(await firstQuestionShare(page)).toBe(shareAfter);
});

test.describe('the daily quiz', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('is played once a day for the streak, kept over a reload, counted the next local day and shared without spoilers', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
    });
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${testInfo.project.name === 'phone' ? 11 : 12}` });
    // Early evening in Los Angeles, when it is already tomorrow in UTC: the quiz must follow the player's own date. The
    // first of the dates being played now, so it and the next day are both served.
    const { days } = (await (await page.request.get(DAILY_DAYS_PATH)).json()) as DailyDays;
    const evening = new Date(`${Object.keys(days).sort()[0]}T18:30:00-08:00`);
    const today = localDateKey(evening, 'America/Los_Angeles');
    await page.clock.setFixedTime(evening);

    await page.goto('/quiz-list');
    await page.getByRole('link', { name: 'Play today’s Daily Gaming Quiz' }).click();
    await expect(page).toHaveURL(/\/quiz\/daily$/);
    await expect(page.getByText('Win today’s daily quiz (7 or more right) to start a streak.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    for (let number = 1; number <= 10; number += 1) await answerOnScreen(page, number, number !== 3);
    await expect(page.getByText('You answered 9 out of 10 questions correctly.')).toBeVisible();
    await expect(page.getByText('Streak: 1 day in a row!')).toBeVisible();
    await expect(review(page)).toHaveCount(10);
    await expect(percentile(page)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Share Your Score' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      new RegExp(`^Voidlight Games daily quiz ${today}: 9/10\\n✅✅❌✅✅✅✅✅✅✅ https?://[^ ]+/quiz/daily$`),
    );

    await page.reload();
    await expect(page.getByText('You answered 9 out of 10 questions correctly.')).toBeVisible();
    await expect(page.getByText('Streak: 1 day in a row!')).toBeVisible();

    // A replay for fun the same day: a lost replay leaves the streak as it was.
    await page.getByRole('button', { name: 'Play again for fun' }).click();
    for (let number = 1; number <= 10; number += 1) await answerOnScreen(page, number, false);
    await expect(page.getByText('You answered 0 out of 10 questions correctly.')).toBeVisible();
    await expect(page.getByText('Streak: 1 day in a row!')).toBeVisible();

    // The next local day: new questions, the streak waiting to be kept, then kept.
    await page.clock.setFixedTime(new Date(evening.getTime() + 24 * 3600 * 1000));
    await page.reload();
    await expect(page.getByText('Streak: 1 day. Play today’s quiz to keep it going!')).toBeVisible();
    for (let number = 1; number <= 10; number += 1) await answerOnScreen(page, number, number > 3);
    await expect(page.getByText('You answered 7 out of 10 questions correctly.')).toBeVisible();
    await expect(page.getByText('Streak: 2 days in a row!')).toBeVisible();
    await page.goto('/quiz-list');
    await expect(page.getByText('Streak: 2 days in a row!')).toBeVisible();
    expect(addDays(today, 1)).toBe(localDateKey(new Date(evening.getTime() + 24 * 3600 * 1000), 'America/Los_Angeles'));
  });
});

test.describe('a daily quiz with a daily-bank question', () => {
  test.use({ timezoneId: 'UTC' });

  test('asks it from its quiz, counts it and reviews it with its explanation and everyone’s answers', async ({
    page,
    request,
  }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${testInfo.project.name === 'phone' ? 21 : 22}` });
    // A date being played now (yesterday to tomorrow in UTC) whose ten include a bank question, from the days the
    // page itself loads.
    const { days } = (await (await request.get(DAILY_DAYS_PATH)).json()) as DailyDays;
    const today = localDateKey(new Date(), 'UTC');
    const bankTexts = new Set(bankQuestions.map((question) => question.question));
    const dated = [-1, 1, 0].map((offset) => addDays(today, offset)).map((date) => ({ date, picks: days[date] ?? [] }));
    const chosen = dated.find(({ picks }) => picks.some((pick) => bankTexts.has(pick.question)));
    if (!chosen) throw new Error('No daily quiz being played now asks a bank question');
    const position = chosen.picks.findIndex((pick) => bankTexts.has(pick.question));
    const bank = chosen.picks[position];
    if (!bank) throw new Error('unreachable');
    await page.clock.setFixedTime(new Date(`${chosen.date}T12:00:00Z`));

    await page.goto('/quiz/daily');
    for (let number = 1; number <= 10; number += 1) {
      if (number === position + 1) {
        await expect(
          page.getByRole('heading', { level: 2, name: `Question ${number}: ${bank.question}` }),
        ).toBeVisible();
        await expect(page.getByText(`From the ${bank.quizTitle} quiz`)).toBeVisible();
      }
      await answerOnScreen(page, number, number !== position + 1);
    }
    await expect(page.getByText('You answered 9 out of 10 questions correctly.')).toBeVisible();
    const reviewed = review(page).nth(position);
    await expect(reviewed).toContainText(`Question ${position + 1}: ${bank.question}`);
    await expect(reviewed).toContainText(bank.explanation);
    await expect(reviewed).toContainText(/\d+% got this right\./);
    await expect(reviewed.getByRole('list', { name: /How \d+ players? answered/ })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test('the home page links to today’s daily quiz', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Play today’s daily quiz' })).toHaveAttribute('href', '/quiz/daily');
});
