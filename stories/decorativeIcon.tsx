import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * What the header icons' stories share: each icon is decorative, 24 × 24, stroked in the current colour and hidden from
 * assistive technology (the control it sits in names itself in text).
 */
export const iconFrame: Decorator = (Story) => (
  <span style={{ display: 'inline-flex' }}>
    <Story />
  </span>
);

/** The icon is hidden from assistive technology and drawn at 24 × 24. */
export async function expectDecorativeIcon({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const icon = canvasElement.querySelector('svg');
  await expect(icon).toHaveAttribute('aria-hidden', 'true');
  await expect(icon).toHaveAttribute('width', '24');
}
