// The three-letter combinations the leaderboards refuse as initials, derived from two maintained word lists (the
// LDNOOBW list, npm naughty-words, and @2toad/profanity's English list) rather than typed from memory. A word yields
// itself when it has three letters, its consonant skeleton (first letter kept, later vowels dropped, a doubled letter
// once: cunt → CNT, faggot → FGT), the skeleton with a final vowel kept (nigga → NGA), and the same of its spelling
// with a hard c as k (spic → SPK). After updating either list: node scripts/build/refused-initials.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const OUTPUT = fileURLToPath(new URL('../../games/kit/refused-initials.json', import.meta.url));

/** The source words: lower-case letters only (the lists' leetspeak and phrases cannot be three capitals A–Z). */
function sourceWords() {
  /** @type {string[]} */
  const ldnoobw = require('naughty-words/en.json');
  /** @type {string[]} */
  const toad = require('@2toad/profanity/dist/data/profane-words.js').profaneWords.get('en') ?? [];
  return [...new Set([...ldnoobw, ...toad].map((word) => word.toLowerCase()))].filter((word) => /^[a-z]+$/.test(word));
}

const merged = (/** @type {string} */ text) => text.replace(/(.)\1+/g, '$1');

/** The three-letter forms a player could type for `word`. */
export function threeLetterForms(/** @type {string} */ word) {
  const forms = new Set();
  for (const spelling of new Set([word, word.replace(/ck/g, 'k').replace(/c(?=[aou]|$)/g, 'k')])) {
    if (spelling.length === 3) forms.add(spelling);
    const first = spelling.slice(0, 1);
    const rest = spelling.slice(1);
    forms.add(merged(first + rest.replace(/[aeiou]/g, '')));
    if (/[aeiou]$/.test(rest)) forms.add(merged(first + rest.slice(0, -1).replace(/[aeiou]/g, '') + rest.slice(-1)));
  }
  return [...forms].filter((form) => form.length === 3).map((form) => form.toUpperCase());
}

/** Words for who someone is, which some lists carry as insults: a board never refuses them. */
const IDENTITIES = new Set(['GAY', 'JEW', 'LES']);

/** Every refused combination, sorted. */
export function refusedInitials() {
  return [...new Set(sourceWords().flatMap(threeLetterForms))].filter((form) => !IDENTITIES.has(form)).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const refused = refusedInitials();
  writeFileSync(OUTPUT, `${JSON.stringify(refused, null, 2)}\n`);
  console.log(`${refused.length} refused initials written to ${OUTPUT}`);
}
