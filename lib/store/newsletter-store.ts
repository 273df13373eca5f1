/** One send of an update post to the list: its recipients are fixed when it starts. */
export interface Campaign {
  /** The post's id for its first send; `<post>~2`, `<post>~3`… for later sends to members who were not on one. */
  id: string;
  postId: string;
  startedAt: Date;
  /** How many confirmed members it was for when it started. */
  recipients: number;
}

/** Where a campaign's mails stand. */
export interface CampaignCounts {
  recipients: number;
  sent: number;
  /** Not sent yet: never tried, or held by a sender right now. */
  waiting: number;
  failed: number;
  /** Not mailed because the member unsubscribed first or their address was forgotten. */
  skipped: number;
  /** Recipients who have unsubscribed since it started (whether their mail had gone or not). */
  unsubscribedSince: number;
}

/** A sender's exclusive hold on one attempt at one recipient's mail, as for contact messages. */
export interface CampaignMailClaim {
  campaignId: string;
  mailbox: string;
  /** The address as the member typed it. */
  to: string;
  attempts: number;
  token: string;
}

export type CampaignStart =
  | { outcome: 'started'; campaign: Campaign }
  | { outcome: 'already-sent'; campaigns: Campaign[] }
  | { outcome: 'no-recipients' };

export type CampaignMailOutcome = { status: 'sent' } | { status: 'failed'; error: string };

/** Newsletter campaigns over the mailing list, keyed by mailbox as members are. */
export interface NewsletterStore {
  /**
   * Starts a post's campaign for every member confirmed now, unless the post already has one ('already-sent'); with
   * `resendToNew`, a further campaign for the confirmed members on none of the post's earlier campaigns. Nobody to
   * mail starts nothing ('no-recipients'). A campaign whose start was cut short by a crash is finished here instead.
   */
  startCampaign(postId: string, options: { resendToNew: boolean }, now?: number): Promise<CampaignStart>;
  /** Campaigns, oldest first, optionally one post's. */
  listCampaigns(postId?: string): Promise<Campaign[]>;
  /**
   * Claims up to `limit` recipients' mails for one attempt each, atomically per mail (pending ones in sign-up order
   * on SQLite; in the order Firestore lists them, where sign-up order would need a composite index). Claimable: never
   * tried; held by a claim older than the lease (its sender died); failed with the last claim before `failedBefore`.
   * A recipient no longer a confirmed member (unsubscribed, forgotten) is marked skipped instead, never claimed.
   */
  claimCampaignMails(
    campaignId: string,
    limit: number,
    options?: { failedBefore?: number; now?: number },
  ): Promise<CampaignMailClaim[]>;
  /** Records a claimed attempt's outcome; false when another claim has replaced it (or the member was forgotten). */
  markCampaignMail(campaignId: string, mailbox: string, token: string, outcome: CampaignMailOutcome): Promise<boolean>;
  /** When the oldest live claim on one of the campaign's mails runs out, or null when it holds none. */
  campaignLeaseEnds(campaignId: string, now?: number): Promise<Date | null>;
  campaignCounts(campaignId: string): Promise<CampaignCounts>;
}
