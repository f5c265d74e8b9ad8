/** Whether an edition already ends with the label's word, as the catalogue's "2nd Edition" or "Large Print Edition" do. */
function endsWithLabel(edition: string, label: string): boolean {
  const word = label.trim().split(/\s+/).pop();
  return Boolean(word) && edition.trim().toLowerCase().endsWith(` ${word!.toLowerCase()}`);
}

/**
 * An edition beside its label ("Edition" / "2nd Edition"): the value without the label's word at its end, so the
 * pair does not read "Edition 2nd Edition"; a value that is only a number ('3') is kept as it is.
 */
export function editionValue(edition: string | null | undefined, label: string): string | null {
  if (!edition?.trim()) return null;
  return endsWithLabel(edition, label)
    ? edition.trim().slice(0, -label.trim().split(/\s+/).pop()!.length).trim()
    : edition.trim();
}

/** An edition in a line of text: "2nd Edition" as the catalogue names it, "Edition 3" when the value is only a number. */
export function editionPhrase(edition: string | null | undefined, label: string): string | null {
  if (!edition?.trim()) return null;
  return endsWithLabel(edition, label) ? edition.trim() : `${label} ${edition.trim()}`;
}
