import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
/** The W3C Nu HTML Checker's jar, from the vnu-jar package; it runs on Java (.ci/run installs a JRE where none is). */
const jar: string = require('vnu-jar');

/** The checker's errors for an HTML document, one line each (empty when it is valid). It reports on standard error. */
export function validateHtml(html: string): string[] {
  const result = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', '-'], { input: html, encoding: 'utf8' });
  if (result.error) throw new Error(`The W3C checker needs Java (apt-get install default-jre-headless): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`vnu failed: ${result.stderr}`);
  const { messages } = JSON.parse(result.stderr) as { messages: { type: string; message: string; lastLine?: number }[] };
  return messages.filter((message) => message.type === 'error').map((message) => `line ${message.lastLine ?? '?'}: ${message.message}`);
}
