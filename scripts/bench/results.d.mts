/** Types of results.mjs for the TypeScript benchmarks. */
export function writeBenchResults(name: string, figures: Record<string, unknown>): string;
