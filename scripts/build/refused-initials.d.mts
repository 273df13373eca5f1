/** Where the refused initials are written. */
export const OUTPUT: string;
/** The three-letter forms a player could type for a word of the lists. */
export function threeLetterForms(word: string): string[];
/** Every refused combination, sorted. */
export function refusedInitials(): string[];
