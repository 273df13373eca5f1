import 'server-only';
import { z } from 'zod';

const optionalUrl = z.url().optional();

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
  ADS_LIBRARY_URL: optionalUrl,
  ADS_AUTOTAG_ZONE: z.string().regex(/^\d+$/, 'must be a numeric zone id').optional(),
});

export type SiteConfig = ReturnType<typeof readConfig>;

/** Parses an environment into the site's configuration; throws naming each bad variable. */
export function readConfig(environment: Record<string, string | undefined>) {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    site: {
      name: env.SITE_NAME,
      url: env.SITE_URL.replace(/\/+$/, ''),
      contactEmail: env.CONTACT_EMAIL,
      googlePlayUrl: env.GOOGLE_PLAY_URL,
      coffeeUrl: env.COFFEE_URL,
      twitterHandle: env.TWITTER_HANDLE,
    },
    ads: env.ADS_LIBRARY_URL ? { libraryUrl: env.ADS_LIBRARY_URL, autoTagZone: env.ADS_AUTOTAG_ZONE ?? null } : null,
  };
}

/** The configuration of this process, read once. */
export const config = readConfig(process.env);
