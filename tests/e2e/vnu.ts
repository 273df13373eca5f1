import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(__filename);

/** The W3C Nu HTML Checker's jar from the vnu-jar package, or null when it is not installed (or there is no Java). */
function vnuJar(): string | null {
  try {
    const jar: string = require('vnu-jar');
    return spawnSync('java', ['-version']).status === 0 ? jar : null;
  } catch {
    return null;
  }
}

const jar = vnuJar();

/** Whether the checker can run here. */
export function vnuAvailable(): boolean {
  return jar !== null;
}

/** The checker's errors for an HTML document, one line each (empty when it is valid). It reports on standard error. */
export function validateHtml(html: string): string[] {
  if (!jar) throw new Error('vnu-jar is not installed');
  const result = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', '-'], { input: html, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`vnu failed: ${result.stderr}`);
  const { messages } = JSON.parse(result.stderr) as { messages: { type: string; message: string; lastLine?: number }[] };
  return messages.filter((message) => message.type === 'error').map((message) => `line ${message.lastLine ?? '?'}: ${message.message}`);
}
