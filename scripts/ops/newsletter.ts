// `npm run newsletter -- <command>`: an update post (content/updates/<post>.md, or its title slug) mailed to the list.
//   preview <post>             writes the mail a member gets (HTML and text) to DATA_DIR/newsletter-preview/
//   test <post> <address>      sends that mail to one address (a campaign of nobody: nothing is recorded)
//   send <post>                mails every member confirmed now, once; run again after a crash to finish
//   send <post> --resend-to-new  mails the members confirmed since the post's earlier sends
//   status [<post>]            each campaign's recipients, sent, waiting, failed, skipped and unsubscribed since
// A send paces itself to NEWSLETTER_RATE mails a minute when set. Exits 1 while any mail is left unsent.
import fs from 'node:fs';
import path from 'node:path';
import { composeListMail } from '@/lib/mail/list-mail.server';
import { configuredListSender, getMailer } from '@/lib/mail/mailer.server';
import { listLink } from '@/lib/mailing-list/links.server';
import { campaignsWithCounts, sendCampaign, type SendProgress } from '@/lib/newsletter/campaign.server';
import { newsletterListMail, newsletterRenderer } from '@/lib/newsletter/newsletter-mail.server';
import { findPost, newsletterPost, newsletterSite } from '@/lib/newsletter/posts.server';
import { progressLine } from '@/lib/newsletter/progress';
import type { Post } from '@/lib/posts/posts.server';
import { config } from '@/lib/site/config.server';
import { type Campaign, closeStore, store } from '@/lib/store/store.server';
import { toTable, utcMinute } from './format';

const usage = [
  'Usage: npm run newsletter -- preview <post>',
  '       npm run newsletter -- test <post> <address>',
  '       npm run newsletter -- send <post> [--resend-to-new]',
  '       npm run newsletter -- status [<post>]',
  '<post>: a file name in content/updates, or its slug.',
].join('\n');

function refuse(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

async function postNamed(name: string | undefined): Promise<Post> {
  if (!name) refuse(usage);
  return (
    (await findPost(name)) ?? refuse(`No post "${name}" in content/updates (by file name or title slug).\n${usage}`)
  );
}

/** The mail one address would get of a post, as sent (footer, headers), issued now. */
async function mailFor(post: Post, to: string) {
  const member = {
    to,
    unsubscribeUrl: await listLink('unsubscribe', to),
    oneClickUrl: await listLink('unsubscribe', to, { api: true }),
  };
  return newsletterListMail(newsletterRenderer(newsletterPost(post), newsletterSite()), member, new Date());
}

async function preview(post: Post): Promise<void> {
  const listMail = await mailFor(post, 'member@example.com');
  const sent = composeListMail(listMail, configuredListSender());
  const folder = path.join(config.dataDir, 'newsletter-preview');
  fs.mkdirSync(folder, { recursive: true });
  const files = { html: path.join(folder, `${post.id}.html`), text: path.join(folder, `${post.id}.txt`) };
  fs.writeFileSync(files.html, String(sent.html));
  fs.writeFileSync(files.text, String(sent.text));
  console.log(
    `"${listMail.subject}", as member@example.com would get it:\n  HTML: ${files.html}\n  text: ${files.text}`,
  );
  if (!post.newsletter) console.log('This post says `newsletter: false` in its front matter: it is not to be mailed.');
}

async function test(post: Post, address: string | undefined): Promise<void> {
  if (!address || !/^[^\s@]+@[^\s@]+$/.test(address)) refuse(`test needs one e-mail address.\n${usage}`);
  const delivery = await getMailer().sendListMail(await mailFor(post, address));
  console.log(
    delivery.delivery === 'smtp'
      ? `Sent "${post.title}" to ${address} (${delivery.location}).`
      : `SMTP_URL is not set: the mail to ${address} was written to ${delivery.location}.`,
  );
}

/** A progress line that rewrites itself on a terminal, and is printed every 5 s elsewhere (a log, a pipe). */
function progressPrinter(): { show: (progress: SendProgress) => void; end: () => void } {
  const terminal = process.stdout.isTTY;
  let lastPrinted = 0;
  let shown = false;
  return {
    show(progress) {
      const line = `${progress.campaign.id}: ${progressLine(progress)}`;
      if (terminal) {
        process.stdout.write(`\r\x1b[K${line}`);
        shown = true;
      } else if (Date.now() - lastPrinted >= 5000 || progress.counts.waiting === 0) {
        lastPrinted = Date.now();
        console.log(line);
      }
    },
    end() {
      if (shown) process.stdout.write('\n');
    },
  };
}

/** Sends what is left of a campaign, printing progress, and says how it ended; true when nothing is left unsent. */
async function finish(campaign: Campaign, post: Post): Promise<boolean> {
  const printer = progressPrinter();
  const counts = await sendCampaign(campaign, post, {
    perMinute: config.mail.newsletterRate,
    onProgress: printer.show,
  });
  printer.end();
  console.log(
    `${campaign.id}: ${counts.sent} of ${counts.recipients} sent, ${counts.failed} failed, ${counts.skipped} skipped ` +
      `(unsubscribed or forgotten before their mail).${counts.failed > 0 ? ' Run the same command again to retry the failed ones.' : ''}`,
  );
  return counts.failed === 0 && counts.waiting === 0;
}

async function send(post: Post, resendToNew: boolean): Promise<boolean> {
  if (!post.newsletter) refuse(`"${post.title}" says \`newsletter: false\` in its front matter: it is not mailed.`, 1);
  if (!config.mail.smtpUrl)
    refuse('SMTP_URL is not set: a newsletter goes only to a mail server, never to the outbox folder.', 1);
  const started = await (await store()).startCampaign(post.id, { resendToNew });
  if (started.outcome === 'no-recipients') {
    console.log(
      resendToNew
        ? 'Nobody new: every confirmed member is on an earlier send of this post.'
        : 'The list has no confirmed members.',
    );
    return true;
  }
  if (started.outcome === 'started') {
    console.log(
      `Sending "${post.title}" to ${started.campaign.recipients} confirmed members (campaign ${started.campaign.id}).`,
    );
    return finish(started.campaign, post);
  }
  let unfinished = 0;
  for (const campaign of started.campaigns) {
    const counts = await (await store()).campaignCounts(campaign.id);
    if (counts.waiting + counts.failed === 0) continue;
    unfinished += 1;
    console.log(
      `Finishing campaign ${campaign.id}, started ${utcMinute(campaign.startedAt)} UTC: ${counts.waiting} waiting, ${counts.failed} failed.`,
    );
    if (!(await finish(campaign, post))) return false;
  }
  if (unfinished === 0) {
    const [first] = started.campaigns;
    const total = started.campaigns.reduce((sum, campaign) => sum + campaign.recipients, 0);
    console.error(
      `"${post.title}" went out ${first ? `on ${utcMinute(first.startedAt)} UTC` : ''} to ${total} members ` +
        `(${started.campaigns.length} campaign(s)); it is not sent again. To mail members confirmed since, add --resend-to-new.`,
    );
    return false;
  }
  return true;
}

async function status(postName: string | undefined): Promise<void> {
  const post = postName === undefined ? undefined : await postNamed(postName);
  const campaigns = await campaignsWithCounts(post?.id);
  if (campaigns.length === 0) {
    console.log(post ? `"${post.title}" has not been sent.` : 'No newsletter has been sent.');
    return;
  }
  const rows = campaigns.map(({ campaign, counts }) => [
    campaign.id,
    `${utcMinute(campaign.startedAt)} UTC`,
    ...[counts.recipients, counts.sent, counts.waiting, counts.failed, counts.skipped, counts.unsubscribedSince].map(
      String,
    ),
  ]);
  process.stdout.write(
    toTable(['CAMPAIGN', 'STARTED', 'RECIPIENTS', 'SENT', 'WAITING', 'FAILED', 'SKIPPED', 'UNSUBSCRIBED SINCE'], rows),
  );
}

const [command, ...args] = process.argv.slice(2);
try {
  switch (command) {
    case 'preview':
      if (args.length !== 1) refuse(usage);
      await preview(await postNamed(args[0]));
      break;
    case 'test':
      if (args.length !== 2) refuse(usage);
      await test(await postNamed(args[0]), args[1]);
      break;
    case 'send': {
      const resendToNew = args.includes('--resend-to-new');
      const names = args.filter((arg) => arg !== '--resend-to-new');
      if (names.length !== 1 || args.some((arg) => arg.startsWith('--') && arg !== '--resend-to-new')) refuse(usage);
      process.exitCode = (await send(await postNamed(names[0]), resendToNew)) ? 0 : 1;
      break;
    }
    case 'status':
      if (args.length > 1) refuse(usage);
      await status(args[0]);
      break;
    default:
      refuse(usage);
  }
} finally {
  await closeStore();
}
