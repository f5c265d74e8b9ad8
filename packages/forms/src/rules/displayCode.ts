/** A product code for display: everything from '@' on is dropped (`9780000000002@PRINT` → `9780000000002`). */
export function displayCode(code: string): string {
  const at = code.indexOf('@');
  return at === -1 ? code : code.slice(0, at);
}
