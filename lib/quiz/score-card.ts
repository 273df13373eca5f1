/** A 1200×630 PNG of a quiz result in the site's neon look, drawn on a canvas for the Web Share API. */
export interface ScoreCardInput {
  siteName: string;
  quizHeader: string;
  score: number;
  total: number;
}

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "'Inter Variable', system-ui, sans-serif";

/** Splits text into lines no wider than `maxWidth` with the context's current font. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the score card and encodes it as a PNG file; throws when the browser cannot. */
export async function drawScoreCard({ siteName, quizHeader, score, total }: ScoreCardInput): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is unavailable');
  await document.fonts?.ready;

  const background = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  background.addColorStop(0, '#0b0f1a');
  background.addColorStop(0.6, '#141a2e');
  background.addColorStop(1, '#2a1446');
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.strokeStyle = '#ff4fd8';
  context.lineWidth = 6;
  context.shadowColor = '#ff4fd8';
  context.shadowBlur = 24;
  context.strokeRect(28, 28, WIDTH - 56, HEIGHT - 56);
  context.shadowBlur = 0;

  context.textBaseline = 'alphabetic';
  context.fillStyle = '#7cf9ff';
  context.font = `600 30px ${FONT}`;
  context.fillText(`${siteName.toUpperCase()} · QUIZ RESULT`, 80, 110);

  context.fillStyle = '#e8ecf8';
  context.font = `700 54px ${FONT}`;
  wrap(context, quizHeader, WIDTH - 160)
    .slice(0, 2)
    .forEach((line, row) => context.fillText(line, 80, 190 + row * 64));

  context.fillStyle = '#ffd166';
  context.shadowColor = '#ffd166';
  context.shadowBlur = 30;
  context.font = `800 170px ${FONT}`;
  const scoreText = `${score}/${total}`;
  context.fillText(scoreText, 80, 450);
  context.shadowBlur = 0;

  context.fillStyle = '#aab3cf';
  context.font = `500 36px ${FONT}`;
  context.fillText('questions answered correctly. Can you beat it?', 80, 530);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The score card could not be encoded as PNG');
  return new File([blob], 'quiz-score.png', { type: 'image/png' });
}
