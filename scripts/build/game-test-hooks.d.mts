export const TEST_HOOKS: readonly string[];
export function testHooksIn(code: string): string[];
