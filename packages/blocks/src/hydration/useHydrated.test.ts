import * as forms from '@shelfmark/forms';
import { useBrowserValue, useCurrentPath, useHydrated } from './useHydrated';

describe('the hydration hooks', () => {
  it('are the one implementation of @shelfmark/forms, not a copy', () => {
    expect(useHydrated).toBe(forms.useHydrated);
    expect(useBrowserValue).toBe(forms.useBrowserValue);
    expect(useCurrentPath).toBe(forms.useCurrentPath);
  });
});
