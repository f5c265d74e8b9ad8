import { useFocusOpener } from '@shelfmark/forms';

/**
 * For a Radix dialog the page opens itself (a line's button, a page's button) rather than through a Trigger:
 * remembers what had focus when it opened and gives focus back to it on close — or to its successor when it is
 * gone (the focus policy of @shelfmark/forms) — so a keyboard user keeps their place. Spread the result onto
 * `Dialog.Content`.
 */
export const useReturnFocus = useFocusOpener;
