export {
  parsePasteLines,
  canSubmitPaste,
  MAX_PASTE_LINES,
  type PasteParseResult,
  type PasteEntry,
  type PasteLineError,
  type PasteLineProblem,
  type ParsePasteOptions,
} from './parsePasteLines';
export { pasteLinesLabels, type PasteLinesLabels } from './pasteLines.labels';
export { describePasteLineError, describePasteResult } from './describePaste';
