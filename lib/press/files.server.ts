import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const fileSchema = z
  .object({ href: z.string().startsWith('/press-kit/'), bytes: z.number().int().positive() })
  .strict();
const imageSchema = fileSchema
  .extend({ width: z.number().int().positive(), height: z.number().int().positive() })
  .strict();
const zipSchema = fileSchema.extend({ files: z.array(z.string().min(1)).min(1) }).strict();

const manifestSchema = z.object({
  inputs: z.string(),
  studio: z.object({
    logo: z.object({ svg: fileSchema, png: imageSchema }),
    icon: z.object({ svg: fileSchema, png: imageSchema }),
    zip: zipSchema,
  }),
  games: z.record(
    z.string(),
    z.object({
      screenshots: z.array(z.object({ src: z.string(), png: imageSchema })),
      logo: imageSchema,
      keyArt: z.object({ png: imageSchema, web: imageSchema }),
      zip: zipSchema,
    }),
  ),
});

export type PressFile = z.infer<typeof fileSchema>;
export type PressImage = z.infer<typeof imageSchema>;
export type PressZip = z.infer<typeof zipSchema>;
export type PressFiles = z.infer<typeof manifestSchema>;
export type GamePressFiles = PressFiles['games'][string];

const MANIFEST = path.join(process.cwd(), 'public', 'press-kit', 'files.json');
let manifest: PressFiles | undefined;

/** What scripts/build/press-kit.mjs wrote (public/press-kit/files.json), read once; throws saying how to make it when it is missing. */
export function pressFiles(): PressFiles {
  if (manifest) return manifest;
  let text: string;
  try {
    text = readFileSync(MANIFEST, 'utf8');
  } catch {
    throw new Error(
      `${MANIFEST} is missing: run \`node scripts/build/press-kit.mjs\` (npm run build and npm run dev do)`,
    );
  }
  manifest = manifestSchema.parse(JSON.parse(text));
  return manifest;
}

/** One game's press files; throws for a game the kit was not built with (the kit is older than content/games.json). */
export function gamePressFiles(id: string): GamePressFiles {
  const files = pressFiles().games[id];
  if (!files) throw new Error(`The press kit has no files for ${id}: run \`node scripts/build/press-kit.mjs\` again`);
  return files;
}
