export const BUILD_TIME_VARIABLES: string[];
export function distDirOf(env: Record<string, string | undefined>): string;
export function buildSettings(env: Record<string, string | undefined>): Record<string, string | null>;
export function recordBuildSettings(distDir: string, env: Record<string, string | undefined>): void;
export function recordedBuildSettings(distDir: string): Record<string, string | null> | null;
export function settingsDifferences(
  recorded: Record<string, string | null> | null,
  env: Record<string, string | undefined>,
): string[];
