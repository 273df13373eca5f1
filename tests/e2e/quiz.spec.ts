import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { expect, test } from './fixtures';

interface QuizFile {
  quizPath: string;
  quizTitle: string;
  quizHeader: string;
  data: { question: string; options: string[]; correctAnswer: string; explanation: string }[];
}

const quizzesDirectory = path.join(process.cwd(), 'content', 'quizzes');
const quizzes: QuizFile[] = fs
  .readdirSync(quizzesDirectory)
  .map((file) => JSON.parse(fs.readFileSync(path.join(quizzesDirectory, file), 'utf8')));

function quiz(quizPath: string): QuizFile {
  const found = quizzes.find((candidate) => candidate.quizPath === quizPath);
  if (!found) throw new Error(`no quiz ${quizPath}`);
  return found;
}

const halo = quiz('halo');
const adSlots = 'aside[aria-label^="Advertisement"]';

/** Picks the answer `choose` returns for the question on screen (checked against the content file), then Next. */
async function answerQuestion(
  page: Page,
  quizFile: QuizFile,
  index: number,
  choose: (question: QuizFile['data'][number]) => string,
) {
  const question = quizFile.data[index];
  if (!question) throw new Error(`no question ${index}`);
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizFile.quizPath}/${index}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: `Question ${index + 1}: ${question.question}` }),
  ).toBeVisible();
  await expect(page.getByText(`Question ${index + 1} of ${quizFile.data.length}`, { exact: true })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: choose(question), exact: true }).check();
  await next.click();
}

const rightAnswer = (question: QuizFile['data'][number]) => question.correctAnswer;
const wrongAnswer = (question: QuizFile['data'][number]) =>
  question.options.find((option) => option !== question.correctAnswer) ?? '';

async function playWhole(page: Page, quizFile: QuizFile, choose: (question: QuizFile['data'][number]) => string) {
  await page.goto(`/quiz/${quizFile.quizPath}/0`);
  for (let index = 0; index < quizFile.data.length; index += 1) await answerQuestion(page, quizFile, index, choose);
  await expect(page.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
}

test('the quiz list shows every quiz alphabetically with its header, count and an ad after every second', async ({
  page,
}) => {
  await page.goto('/quiz-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Your Game Knowledge With Our Gaming Quizzes');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(16);
  const sorted = [...quizzes].sort((a, b) => a.quizTitle.localeCompare(b.quizTitle, 'en'));
  for (const [position, quizFile] of sorted.entries()) {
    const card = cards.nth(position);
    await expect(card.getByRole('link', { name: quizFile.quizHeader })).toHaveAttribute(
      'href',
      `/quiz/${quizFile.quizPath}/0`,
    );
    await expect(card).toContainText(`${quizFile.data.length} questions`);
  }
  await expect(page.locator(adSlots)).toHaveCount(8);
  await expect(page.locator(`main article:nth-of-type(2) + div ${adSlots}`)).toHaveCount(1);
});

test('answering every question right scores them all and reviews each with its explanation', async ({ page }) => {
  await playWhole(page, halo, rightAnswer);
  await expect(
    page.getByText(`You answered ${halo.data.length} out of ${halo.data.length} questions correctly.`),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Share Your Score' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Test your knowledge of gaming with more quizzes!' })).toHaveAttribute(
    'href',
    '/quiz-list',
  );
  await expect(page.getByRole('link', { name: 'Check out some of our games!' })).toHaveAttribute('href', '/games');
  const review = page.locator('[aria-labelledby="quiz-review-heading"] > ol > li');
  await expect(review).toHaveCount(halo.data.length);
  for (const [index, question] of halo.data.entries()) {
    const item = review.nth(index);
    await expect(item).toHaveAttribute('data-verdict', 'correct');
    await expect(item).toContainText(question.question);
    await expect(item).toContainText(question.explanation);
  }
  await expect(page.locator(adSlots)).toHaveCount(3);

  await page.goto('/quiz-list');
  await expect(page.locator('article', { hasText: halo.quizHeader })).toContainText(
    `Your best: ${halo.data.length} of ${halo.data.length}`,
  );
});

test('answering every question wrong scores nothing and shows the right answers', async ({ page }) => {
  await playWhole(page, halo, wrongAnswer);
  await expect(page.getByText(`You answered 0 out of ${halo.data.length} questions correctly.`)).toBeVisible();
  const review = page.locator('[aria-labelledby="quiz-review-heading"] > ol > li');
  await expect(review).toHaveCount(halo.data.length);
  for (const [index, question] of halo.data.entries()) {
    const item = review.nth(index);
    await expect(item).toHaveAttribute('data-verdict', 'wrong');
    await expect(item.locator('dd').first()).toHaveText(wrongAnswer(question));
    await expect(item.locator('dd').nth(1)).toHaveText(question.correctAnswer);
  }
});

test('a reload mid-quiz keeps the score and the place; there is no going back', async ({ page }) => {
  const witcher = quiz('witcher');
  await page.goto('/quiz/witcher/0');
  await answerQuestion(page, witcher, 0, rightAnswer);
  await answerQuestion(page, witcher, 1, rightAnswer);
  await expect(page).toHaveURL(/\/quiz\/witcher\/2$/);
  await page.reload();
  await answerQuestion(page, witcher, 2, wrongAnswer);
  await page.goto('/quiz/witcher/1');
  await expect(page).toHaveURL(/\/quiz\/witcher\/3$/);
  for (let index = 3; index < witcher.data.length; index += 1) await answerQuestion(page, witcher, index, wrongAnswer);
  await expect(page.getByText(`You answered 2 out of ${witcher.data.length} questions correctly.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`You answered 2 out of ${witcher.data.length} questions correctly.`)).toBeVisible();
});

test('the options come in a new order for each question, and keys 1 to 4 and Enter play the quiz', async ({ page }) => {
  const orders = new Set<string>();
  await page.goto('/quiz/halo/0');
  for (let index = 0; index < halo.data.length; index += 1) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${index + 1}:`) })).toBeVisible();
    const shown = await page
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    expect(shown.sort()).toEqual([...(halo.data[index]?.options ?? [])].sort());
    orders.add(
      (await page.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)))
        .map((option) => halo.data[index]?.options.indexOf(option))
        .join(''),
    );
    if (index > 0) await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    await page.keyboard.press('2');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Quiz Completed!' })).toBeFocused();
  expect(orders.size).toBeGreaterThan(1);
});

test('an index outside the quiz says so and links to the start; an unknown quiz is a 404', async ({ page }) => {
  await page.goto(`/quiz/halo/${halo.data.length}`);
  await expect(page.getByText('Invalid question index. Please start the quiz from the beginning.')).toBeVisible();
  await page.getByRole('link', { name: 'Start the quiz from question 1' }).click();
  await expect(page).toHaveURL(/\/quiz\/halo\/0$/);
  await expect(page.getByRole('heading', { level: 2, name: `Question 1: ${halo.data[0]?.question}` })).toBeVisible();

  await page.goto('/quiz/halo/-1');
  await expect(page).toHaveURL(/\/quiz\/halo\/-1$/);
  await expect(page.getByText('Invalid question index. Please start the quiz from the beginning.')).toBeVisible();

  // Other spellings of an index are one redirect to the canonical page, never a page of their own.
  const redirect = await page.request.get('/quiz/halo/007', { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers()['location']]).toEqual([308, '/quiz/halo/7']);
  await page.goto('/quiz/halo/3abc');
  await expect(page).toHaveURL(/\/quiz\/halo\/3$/);
  // No number at all parses as the default, 0: question 1.
  const notANumber = await page.request.get('/quiz/halo/abc', { maxRedirects: 0 });
  expect([notANumber.status(), notANumber.headers()['location']]).toEqual([308, '/quiz/halo/0']);
  // A new tab: this one's session already holds progress past question 1, which the quiz would carry on from.
  const freshTab = await page.context().newPage();
  await freshTab.goto('/quiz/halo/abc');
  await expect(
    freshTab.getByRole('heading', { level: 2, name: `Question 1: ${halo.data[0]?.question}` }),
  ).toBeVisible();
  await freshTab.close();

  const response = await page.goto('/quiz/nosuchquiz/0');
  expect(response?.status()).toBe(404);
});

test('without the Web Share API the score is copied and the fallback message shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  const witcher = quiz('witcher');
  await playWhole(page, witcher, rightAnswer);
  await page.getByRole('button', { name: 'Share Your Score' }).click();
  const total = witcher.data.length;
  await expect(
    page.getByText(`I answered ${total} out of ${total} questions correctly in the ${witcher.quizHeader} quiz!`),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const sentence = `I answered ${total} out of ${total} questions correctly in the ${witcher.quizTitle} quiz! Try it out and see how you do!`;
  expect(copied.startsWith(`${sentence} `)).toBe(true);
  expect(copied).toMatch(/ https?:\/\/[^ ]+\/quiz\/witcher\/0$/);
});

test('with the Web Share API the share carries the text, the title and the real quiz link', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });
  const csgo = quiz('csgo');
  await page.goto('/quiz/csgo/0');
  for (let index = 0; index < csgo.data.length; index += 1) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${index + 1}:`) })).toBeVisible();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
  }
  const shareButton = page.getByRole('button', { name: 'Share Your Score' });
  await expect(shareButton).toHaveAttribute('data-score-card', 'ready');
  await shareButton.click();
  await expect(page.getByText('Thanks for sharing your score!')).toBeVisible();
  const [shared] = await page.evaluate(() =>
    (window as unknown as { __shared: { title: string; text: string; url: string; files?: File[] }[] }).__shared.map(
      ({ title, text, url, files }) => ({
        title,
        text,
        url,
        files: files?.map((file) => file.type),
      }),
    ),
  );
  expect(shared?.title).toBe(`Quiz Result - ${csgo.quizHeader}`);
  expect(shared?.text).toMatch(
    new RegExp(
      `^I answered \\d+ out of ${csgo.data.length} questions correctly in the CS:GO quiz! Try it out and see how you do!$`,
    ),
  );
  expect(shared?.url).toMatch(/\/quiz\/csgo\/0$/);
  expect(shared?.files).toEqual(['image/png']);
});

test('quiz pages unfurl with their own title, description and image', async ({ page }) => {
  await page.goto('/quiz/witcher/0');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Witcher/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{20,}/);
  const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  expect(image).toMatch(/\/quiz\/witcher\/opengraph-image/);
  const response = await page.request.get(new URL(image ?? '', page.url()).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const quizFile of quizzes) expect(sitemap).toContain(`/quiz/${quizFile.quizPath}/0</loc>`);
});

for (const route of ['/quiz-list', '/quiz/halo/0', `/quiz/halo/${halo.data.length}`]) {
  test(`${route} has no serious or critical accessibility violation`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('load');
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('the result screen has no serious or critical accessibility violation', { tag: '@phone' }, async ({ page }) => {
  await playWhole(page, halo, wrongAnswer);
  await expect(page.locator('[aria-labelledby="quiz-review-heading"] > ol > li')).toHaveCount(halo.data.length);
  expect(await blockingViolations(page)).toEqual([]);
});
