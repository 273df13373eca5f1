import 'server-only';
import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Campaign, CampaignMailClaim, NewsletterStore } from './newsletter-store';
import { clipError, CONTACT_CLAIM_LEASE_MS } from './values';

/**
 * Newsletter campaigns and their recipients, one row per member, in list order (`seq`: the sign-up's). A recipient
 * holds the mailbox only: the address is read from the sign-up when its mail is claimed, so a forgotten member
 * (whose rows here lose their mailbox: FORGET_RECIPIENT) has nothing left to mail.
 */
export const NEWSLETTER_MIGRATION = `
  CREATE TABLE newsletter_campaigns (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    post_id TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    recipients INTEGER NOT NULL
  );
  CREATE TABLE newsletter_recipients (
    campaign_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    mailbox TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
    attempts INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    claim_token TEXT,
    claimed_at INTEGER,
    sent_at INTEGER,
    PRIMARY KEY (campaign_id, mailbox)
  ) WITHOUT ROWID;
  CREATE INDEX newsletter_recipients_by_status ON newsletter_recipients (campaign_id, status, seq);
  CREATE INDEX newsletter_recipients_by_mailbox ON newsletter_recipients (mailbox);
`;

/** Forgetting a mailbox keeps its recipient rows' outcomes for the counts, under a name that is nobody's. */
export const FORGET_RECIPIENT = `UPDATE newsletter_recipients SET mailbox = 'forgotten:' || lower(hex(randomblob(16)))
  WHERE mailbox = ?`;

const campaignRow = z.object({
  id: z.string(),
  post_id: z.string(),
  started_at: z.number().int(),
  recipients: z.number().int(),
});
const toCampaign = (row: unknown): Campaign => {
  const r = campaignRow.parse(row);
  return { id: r.id, postId: r.post_id, startedAt: new Date(r.started_at), recipients: r.recipients };
};
const candidateRow = z.object({ mailbox: z.string(), attempts: z.number().int(), email: z.string().nullable() });
const statusCountRow = z.object({ status: z.string(), count: z.number().int() });
const countRow = z.object({ count: z.number().int() });

/** The newsletter half of the SQLite store, on the store's open database. */
export function sqliteNewsletter(db: Database): NewsletterStore {
  const statements = {
    campaigns: db.prepare('SELECT id, post_id, started_at, recipients FROM newsletter_campaigns ORDER BY seq'),
    postCampaigns: db.prepare(
      'SELECT id, post_id, started_at, recipients FROM newsletter_campaigns WHERE post_id = ? ORDER BY seq',
    ),
    campaign: db.prepare('SELECT id, post_id, started_at, recipients FROM newsletter_campaigns WHERE id = ?'),
    addCampaign: db.prepare(
      'INSERT INTO newsletter_campaigns (id, post_id, started_at, recipients) VALUES (@id, @postId, @now, 0)',
    ),
    addRecipients: db.prepare(
      `INSERT INTO newsletter_recipients (campaign_id, seq, mailbox, status)
       SELECT @id, s.id, s.mailbox, 'pending' FROM signups s JOIN mailing_list m ON m.mailbox = s.mailbox
       WHERE m.confirmed_at IS NOT NULL AND m.unsubscribed_at IS NULL
         AND s.mailbox NOT IN (SELECT r.mailbox FROM newsletter_recipients r
           JOIN newsletter_campaigns c ON c.id = r.campaign_id WHERE c.post_id = @postId)`,
    ),
    setRecipients: db.prepare('UPDATE newsletter_campaigns SET recipients = ? WHERE id = ?'),
    removeCampaign: db.prepare('DELETE FROM newsletter_campaigns WHERE id = ?'),
    // One query a kind of candidate, each on the (campaign, status, seq) index: an OR of them would scan the campaign.
    pendingCandidates: db.prepare(
      `SELECT r.mailbox, r.attempts, s.email FROM newsletter_recipients r LEFT JOIN signups s ON s.mailbox = r.mailbox
       WHERE r.campaign_id = @campaignId AND r.status = 'pending' ORDER BY r.seq LIMIT @limit`,
    ),
    staleCandidates: db.prepare(
      `SELECT r.mailbox, r.attempts, s.email FROM newsletter_recipients r LEFT JOIN signups s ON s.mailbox = r.mailbox
       WHERE r.campaign_id = @campaignId AND r.status = 'sending' AND r.claimed_at <= @staleBefore
       ORDER BY r.seq LIMIT @limit`,
    ),
    failedCandidates: db.prepare(
      `SELECT r.mailbox, r.attempts, s.email FROM newsletter_recipients r LEFT JOIN signups s ON s.mailbox = r.mailbox
       WHERE r.campaign_id = @campaignId AND r.status = 'failed' AND r.claimed_at < @failedBefore
       ORDER BY r.seq LIMIT @limit`,
    ),
    confirmedState: db.prepare(
      'SELECT 1 FROM mailing_list WHERE mailbox = ? AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL',
    ),
    skip: db.prepare(
      `UPDATE newsletter_recipients SET status = 'skipped', claim_token = NULL WHERE campaign_id = ? AND mailbox = ?`,
    ),
    claim: db.prepare(
      `UPDATE newsletter_recipients SET status = 'sending', attempts = attempts + 1, claim_token = @token, claimed_at = @now
       WHERE campaign_id = @campaignId AND mailbox = @mailbox`,
    ),
    mark: db.prepare(
      `UPDATE newsletter_recipients SET status = @status, error = coalesce(@error, error), claim_token = NULL,
         sent_at = CASE WHEN @status = 'sent' THEN @now ELSE sent_at END
       WHERE campaign_id = @campaignId AND mailbox = @mailbox AND status = 'sending' AND claim_token = @token`,
    ),
    oldestClaim: db.prepare(
      `SELECT min(claimed_at) AS claimed_at FROM newsletter_recipients WHERE campaign_id = ? AND status = 'sending'`,
    ),
    statusCounts: db.prepare(
      'SELECT status, count(*) AS count FROM newsletter_recipients WHERE campaign_id = ? GROUP BY status',
    ),
    unsubscribedSince: db.prepare(
      `SELECT count(*) AS count FROM mailing_list m
       JOIN newsletter_recipients r ON r.campaign_id = @campaignId AND r.mailbox = m.mailbox
       WHERE m.unsubscribed_at >= @startedAt`,
    ),
  };

  const start = db.transaction((postId: string, resendToNew: boolean, now: number) => {
    const earlier = statements.postCampaigns.all(postId).map(toCampaign);
    if (earlier.length > 0 && !resendToNew) return { outcome: 'already-sent' as const, campaigns: earlier };
    const id = earlier.length === 0 ? postId : `${postId}~${earlier.length + 1}`;
    statements.addCampaign.run({ id, postId, now });
    const { changes } = statements.addRecipients.run({ id, postId });
    if (changes === 0) {
      statements.removeCampaign.run(id);
      return { outcome: 'no-recipients' as const };
    }
    statements.setRecipients.run(changes, id);
    return { outcome: 'started' as const, campaign: toCampaign(statements.campaign.get(id)) };
  });

  const claim = db.transaction(
    (campaignId: string, limit: number, failedBefore: number, now: number): CampaignMailClaim[] => {
      const claims: CampaignMailClaim[] = [];
      const staleBefore = now - CONTACT_CLAIM_LEASE_MS;
      // Skipped rows leave the candidates, so each round either claims or skips every row it read.
      while (claims.length < limit) {
        const wanted = { campaignId, staleBefore, failedBefore, limit: limit - claims.length };
        const found = [statements.staleCandidates, statements.failedCandidates, statements.pendingCandidates]
          .map((candidates) => candidates.all(wanted))
          .find((rows) => rows.length > 0);
        const rows = (found ?? []).map((row) => candidateRow.parse(row));
        if (rows.length === 0) break;
        for (const row of rows) {
          if (row.email === null || statements.confirmedState.get(row.mailbox) === undefined) {
            statements.skip.run(campaignId, row.mailbox);
            continue;
          }
          const token = randomUUID();
          statements.claim.run({ token, now, campaignId, mailbox: row.mailbox });
          claims.push({ campaignId, mailbox: row.mailbox, to: row.email, attempts: row.attempts + 1, token });
        }
      }
      return claims;
    },
  );

  return {
    async startCampaign(postId, { resendToNew }, now = Date.now()) {
      return start.immediate(postId, resendToNew, now);
    },
    async listCampaigns(postId) {
      return (postId === undefined ? statements.campaigns.all() : statements.postCampaigns.all(postId)).map(toCampaign);
    },
    async claimCampaignMails(campaignId, limit, { failedBefore = 0, now = Date.now() } = {}) {
      return claim.immediate(campaignId, limit, failedBefore, now);
    },
    async markCampaignMail(campaignId, mailbox, token, outcome) {
      const error = outcome.status === 'failed' ? clipError(outcome.error) : null;
      const run = { campaignId, mailbox, token, status: outcome.status, error, now: Date.now() };
      return statements.mark.run(run).changes === 1;
    },
    async campaignLeaseEnds(campaignId) {
      const row = z.object({ claimed_at: z.number().int().nullable() }).parse(statements.oldestClaim.get(campaignId));
      return row.claimed_at === null ? null : new Date(row.claimed_at + CONTACT_CLAIM_LEASE_MS);
    },
    async campaignCounts(campaignId) {
      const campaign = statements.campaign.get(campaignId);
      if (campaign === undefined) throw new Error(`No campaign ${JSON.stringify(campaignId)}`);
      const { recipients, startedAt } = toCampaign(campaign);
      const byStatus = new Map(
        statements.statusCounts.all(campaignId).map((row) => {
          const { status, count } = statusCountRow.parse(row);
          return [status, count];
        }),
      );
      const count = (status: string) => byStatus.get(status) ?? 0;
      const left = countRow.parse(statements.unsubscribedSince.get({ campaignId, startedAt: startedAt.getTime() }));
      return {
        recipients,
        sent: count('sent'),
        waiting: count('pending') + count('sending'),
        failed: count('failed'),
        skipped: count('skipped'),
        unsubscribedSince: left.count,
      };
    },
  };
}
