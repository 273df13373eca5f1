import 'server-only';
import { z } from 'zod';
import { trustedProxies } from '@/lib/server/trusted-proxies.mjs';

const optionalUrl = z.url().optional();
const domainList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a comma-separated list of domains')).min(1));

const originList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .url({ protocol: /^https?$/ })
        .refine((url) => new URL(url).origin === url, 'must be origins like https://example.com, without a path'),
    ),
  );

/** Every environment variable the site reads, with its default. `.env.example` lists the same. */
const environmentSchema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  SITE_NAME: z.string().min(1).default('Voidlight Games'),
  CONTACT_EMAIL: z.email().default('hello@voidlight.games'),
  GOOGLE_PLAY_URL: z.url().default('https://play.google.com/store/apps/dev?id=voidlight-games'),
  COFFEE_URL: z.url().default('https://www.buymeacoffee.com/voidlightgames'),
  TWITTER_HANDLE: z
    .string()
    .regex(/^@\w{1,15}$/, 'must look like @handle')
    .default('@voidlightgames'),
  STUDIO_BASED_IN: z.string().min(1).default('Remote, a two-person team'),
  STUDIO_FOUNDED: z.coerce.number().int().min(1970).max(2100).default(2024),
  STUDIO_POSTAL_ADDRESS: z.string().trim().min(1).optional(),
  PRESS_EMAIL: z.email().optional(),
  ADS_LIBRARY_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  STORE: z.enum(['sqlite', 'firestore']).default('sqlite'),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  FIRESTORE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  NEWSLETTER_RATE: z.coerce.number().positive().max(100_000).optional(),
  CONTACT_FROM: z.email().optional(),
  CONTACT_TO: z.email().optional(),
  SIGNUP_EMAIL_DOMAINS: domainList.default(['gmail.com', 'googlemail.com', 'google.com']),
  TRUST_PROXY: z
    .string()
    .default('0')
    .superRefine((value, context) => {
      try {
        trustedProxies(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  ALLOWED_ORIGINS: originList.default([]),
  ADS_AUTOTAG_ZONE: z.string().regex(/^\d+$/, 'must be a numeric zone id').optional(),
  MAILING_LIST_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
});

export type SiteConfig = ReturnType<typeof readConfig>;

/** Parses an environment into the site's configuration; throws naming each bad variable. */
export function readConfig(environment: Record<string, string | undefined>) {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.STORE === 'firestore' && !env.FIREBASE_PROJECT_ID) {
    throw new Error('Invalid environment configuration:\n  FIREBASE_PROJECT_ID: required when STORE=firestore');
  }
  return {
    site: {
      name: env.SITE_NAME,
      url: env.SITE_URL.replace(/\/+$/, ''),
      contactEmail: env.CONTACT_EMAIL,
      googlePlayUrl: env.GOOGLE_PLAY_URL,
      coffeeUrl: env.COFFEE_URL,
      twitterHandle: env.TWITTER_HANDLE,
      /** Where the studio is, and the year it was founded: the press kit's factsheet. */
      basedIn: env.STUDIO_BASED_IN,
      founded: env.STUDIO_FOUNDED,
      /** The studio's postal contact line, in every newsletter's footer when set. */
      postalAddress: env.STUDIO_POSTAL_ADDRESS ?? null,
      /** Where journalists write; CONTACT_EMAIL unless set. */
      pressEmail: env.PRESS_EMAIL ?? env.CONTACT_EMAIL,
    },
    dataDir: env.DATA_DIR,
    store:
      env.STORE === 'firestore'
        ? {
            engine: 'firestore' as const,
            projectId: env.FIREBASE_PROJECT_ID ?? '',
            serviceAccountJson: env.FIREBASE_SERVICE_ACCOUNT ?? null,
            credentialsFile: env.GOOGLE_APPLICATION_CREDENTIALS ?? null,
            emulatorHost: env.FIRESTORE_EMULATOR_HOST ?? null,
          }
        : { engine: 'sqlite' as const },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.CONTACT_FROM ?? env.CONTACT_EMAIL,
      to: env.CONTACT_TO ?? env.CONTACT_EMAIL,
      /** Newsletter mails a minute at most (the provider's limit); null sends as fast as the mail server takes them. */
      newsletterRate: env.NEWSLETTER_RATE ?? null,
    },
    signupDomains: env.SIGNUP_EMAIL_DOMAINS,
    mailingListSecret: env.MAILING_LIST_SECRET ?? null,
    vitalsSampleRate: env.VITALS_SAMPLE_RATE,
    /** Whether a hop of X-Forwarded-For is a proxy to believe (TRUST_PROXY: `0` none, `1` loopback, or addresses and CIDRs). */
    isTrustedProxy: trustedProxies(env.TRUST_PROXY),
    /** Origins that may post forms: SITE_URL's, then ALLOWED_ORIGINS. */
    allowedOrigins: [...new Set([new URL(env.SITE_URL).origin, ...env.ALLOWED_ORIGINS])],
    ads: env.ADS_LIBRARY_URL ? { libraryUrl: env.ADS_LIBRARY_URL, autoTagZone: env.ADS_AUTOTAG_ZONE ?? null } : null,
  };
}

/** The configuration of this process, read once. */
export const config = readConfig(process.env);
