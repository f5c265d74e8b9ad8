import { expect, within } from 'storybook/test';

/**
 * A story on a phone: spread this into the story and write `tags: ['phone']` on it (the tag must be
 * written out: Storybook's index reads it from the source). The tag makes the story test-runner (axe) and the visual
 * check use a 390 × 844 window; the global shows it at that width in Storybook (the presets of .storybook/preview.tsx).
 */
export const onAPhone: { globals: { viewport: { value: string; isRotated: boolean } } } = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** The page fits the phone: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The story's canvas, queried as a user finds things (`within(canvasElement)`). */
export type PhoneCanvas = ReturnType<typeof within>;

/**
 * The shape every phone story shares: the phone's viewport (`onAPhone`) and a play function that runs the story's own
 * steps on its canvas, then checks that the page does not scroll sideways. Each phone story states only its steps:
 *
 * ```ts
 * export const OnAPhone: Story = {
 *   ...phoneStory(async (canvas) => { await expect(await canvas.findByRole('table')).toBeVisible(); }),
 *   tags: ['phone'],
 * };
 * ```
 */
export function phoneStory(
  steps: (canvas: PhoneCanvas) => Promise<void>,
): typeof onAPhone & { play: (context: { canvasElement: HTMLElement }) => Promise<void> } {
  return {
    ...onAPhone,
    play: async ({ canvasElement }) => {
      await steps(within(canvasElement));
      await expectNoSidewaysScroll();
    },
  };
}
