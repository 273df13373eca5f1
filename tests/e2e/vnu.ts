import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(__filename);
/** The W3C Nu HTML Checker's jar, from the vnu-jar package; it runs on Java (.ci/run installs a JRE where none is). */
const jar: string = require('vnu-jar');

interface VnuMessage {
  type: string;
  message: string;
  url?: string;
  lastLine?: number;
}

/** Runs the checker (one Java start) on `input` (a file list, or '-' for standard input) and returns its messages. */
function check(args: string[], input?: string): VnuMessage[] {
  const result = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...args], {
    input,
    encoding: 'utf8',
  });
  if (result.error)
    throw new Error(`The W3C checker needs Java (apt-get install default-jre-headless): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`vnu failed: ${result.stderr}`);
  // It reports on standard error.
  return (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages.filter(
    (message) => message.type === 'error',
  );
}

/** The checker's errors for an HTML document, one line each (empty when it is valid). */
export function validateHtml(html: string): string[] {
  return check(['-'], html).map((message) => `line ${message.lastLine ?? '?'}: ${message.message}`);
}

/** The checker's errors for several documents, checked in one run, each line naming its document. */
export function validateHtmlDocuments(documents: Record<string, string>): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(folder, `${index}.html`);
      fs.writeFileSync(file, html);
      return { name, file };
    });
    const nameOf = (url = '') => files.find(({ file }) => url.endsWith(`/${path.basename(file)}`))?.name ?? url;
    return check(files.map(({ file }) => file)).map(
      (message) => `${nameOf(message.url)} line ${message.lastLine ?? '?'}: ${message.message}`,
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
