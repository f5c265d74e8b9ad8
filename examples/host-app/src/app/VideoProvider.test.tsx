import { configure, getConfig, screen, within } from '@testing-library/react';
import { hostedVideoServices } from '@shelfmark/blocks';
import { contentSecurityPolicy } from '@shelfmark/server/testing';
import { renderApp } from './renderApp';

// Pages are lazy chunks: the first visit to each transforms its module graph, which can take seconds on a busy machine.
const defaultTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: defaultTimeout }));

/** Opens the home page's two-column video (a modal player) and returns the dialog. */
async function openHomeVideo(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Play video: Storefront tour' }));
  return screen.findByRole('dialog', { name: 'Storefront tour' });
}

describe('the video provider comes from the site configuration', () => {
  it('BLK-03 by default the home page video plays the reference server clip, and no frame loads from elsewhere', async () => {
    const { user } = renderApp('/');
    const dialog = await openHomeVideo(user);
    expect(within(dialog).getByLabelText('Storefront tour')).toHaveAttribute(
      'src',
      '/media/videos/storefront-tour.webm',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each(['youtube', 'vimeo'] as const)(
    'BLK-03 with video.provider %s the home page video plays in that service’s player, from an origin the server’s CSP allows for it',
    async (provider) => {
      const { user } = renderApp('/', { site: { video: { provider } } });
      // Nothing from the service before the visitor presses play.
      await screen.findByRole('button', { name: 'Play video: Storefront tour' });
      expect(document.querySelector('iframe')).toBeNull();
      const dialog = await openHomeVideo(user);
      const frame = within(dialog).getByTitle('Storefront tour');
      const src = new URL(frame.getAttribute('src')!);
      expect(src.origin).toBe(hostedVideoServices[provider].origin);
      expect(src.pathname).toMatch(/\/storefront-tour$/);
      // The server configured the same way lets exactly that origin into frames; the default lets none in.
      expect(contentSecurityPolicy({ secure: true, video: provider }).frameSrc).toEqual(["'self'", src.origin]);
      expect(contentSecurityPolicy({ secure: true }).frameSrc).toBeUndefined();
    },
  );
});
