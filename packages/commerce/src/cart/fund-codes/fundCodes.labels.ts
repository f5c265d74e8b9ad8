import { FUND_CODE_INVALID } from '@shelfmark/api-client';

/** English defaults of the cart's fund codes: one field per line and one for the selected lines. */
export const fundCodesLabels = {
  fundCode: 'Fund code',
  /** The line's field, named with its title so each line's field is told apart. */
  fundCodeOf: 'Fund code for {title}',
  fundCodeHint: "Pick one of your account's funds or type a code. Leave it empty for none.",
  fundCodeSave: 'Save',
  fundCodeSaveOf: 'Save the fund code for {title}',
  fundCodeSaving: 'Saving…',
  fundCodeSaved: 'Fund code saved.',
  fundCodeCleared: 'Fund code removed.',
  fundCodeInvalid: FUND_CODE_INVALID,
  fundCodeFailed: 'The fund code could not be saved. {message}',
  /** The selected lines' field and button. */
  fundCodeForSelected: 'Fund code for the selected items',
  setFundCode: 'Set fund code ({count})',
  setFundCodeNone: 'Tick items in the cart to set their fund code.',
  setFundCodeDone: 'Fund code set on {count} items.',
  setFundCodeDoneOne: 'Fund code set on 1 item.',
};
export type FundCodesLabels = typeof fundCodesLabels;
