/** Codes typed or pasted, split on whitespace or commas, empty pieces dropped (spec 001 §5). */
export function splitAccessCodes(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((c) => c.trim())
    .filter(Boolean);
}
