/** Types of loop-delay.mjs for the TypeScript benchmarks. */
import type { ChildProcess } from 'node:child_process';

export const LOOP_DELAY_PRELOAD: string[];
export function loopDelaySince(server: ChildProcess, file: string): Promise<{ p99: number; max: number }>;
