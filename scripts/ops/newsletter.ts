// `npm run newsletter -- preview <post>`: an update post (content/updates/<post>.md, or its title slug) as the
// newsletter mail a member would get, its HTML and plain-text parts written to DATA_DIR/newsletter-preview/, and
// where they are printed. Open the HTML in a browser at phone and desktop widths before a send.
import fs from 'node:fs';
import path from 'node:path';
import { listLink } from '@/lib/mailing-list/links.server';
import { renderNewsletter } from '@/lib/newsletter/newsletter-mail';
import { findPost, newsletterPost, newsletterSite } from '@/lib/newsletter/posts.server';
import { config } from '@/lib/site/config.server';

const usage = 'Usage: npm run newsletter -- preview <post>   (<post>: a file name in content/updates, or its slug)';
const [command, name, ...rest] = process.argv.slice(2);
if (command !== 'preview' || !name || rest.length > 0) {
  console.error(usage);
  process.exit(2);
}
const post = await findPost(name);
if (!post) {
  console.error(`No post "${name}" in content/updates (by file name or title slug).\n${usage}`);
  process.exit(2);
}
const mail = renderNewsletter(
  newsletterPost(post),
  newsletterSite(),
  await listLink('unsubscribe', 'member@example.com'),
);
const folder = path.join(config.dataDir, 'newsletter-preview');
fs.mkdirSync(folder, { recursive: true });
const files = { html: path.join(folder, `${post.id}.html`), text: path.join(folder, `${post.id}.txt`) };
fs.writeFileSync(files.html, mail.html);
fs.writeFileSync(files.text, mail.text);
console.log(`"${mail.subject}", as member@example.com would get it:\n  HTML: ${files.html}\n  text: ${files.text}`);
if (!post.newsletter) console.log('This post says `newsletter: false` in its front matter: it is not to be mailed.');
