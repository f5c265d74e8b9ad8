/**
 * The fund code rules, kept without zod so a view can check a code as it is typed without loading the schemas
 * (the schemas' fundCodeInputSchema applies the same rules on the server and the twin).
 */
export const FUND_CODE_MAX_LENGTH = 40;
/** Letters, digits, '-', '_', '.' and '/': what acquisitions systems accept as a fund or cost-centre code. */
export const FUND_CODE_PATTERN = /^[A-Za-z0-9._/-]+$/;
export const FUND_CODE_INVALID = `Use up to ${FUND_CODE_MAX_LENGTH} letters, digits, hyphens, underscores, full stops or slashes.`;

/** The trimmed code, null for an empty one, or undefined when the rules refuse it. */
export function normaliseFundCode(value: string): string | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return trimmed.length <= FUND_CODE_MAX_LENGTH && FUND_CODE_PATTERN.test(trimmed) ? trimmed : undefined;
}
