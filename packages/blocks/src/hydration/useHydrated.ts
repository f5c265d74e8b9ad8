// One implementation for blocks and commerce, in the package both build on.
export { useBrowserValue, useCurrentPath, useHydrated } from '@shelfmark/forms';
