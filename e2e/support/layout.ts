import type { Page } from '@playwright/test';

/**
 * Null when the page does not scroll sideways; else its width and the outermost elements that stick out on the right
 * (at most four, as `tag.class (right edge N)`), for the failure message.
 */
export async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const culprits = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 0.5 && !element.closest('.sm-visually-hidden'))
      // Only the outermost: an element whose parent already sticks out adds nothing.
      .filter(
        ({ element }) => !(element.parentElement && element.parentElement.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 4)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} (right edge ${Math.round(right)})`,
      );
    return `${scrollWidth} px wide: ${culprits.join(', ')}`;
  });
}
