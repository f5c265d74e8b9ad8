import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isInternalHref, MenuLink, SiteHeader } from '@shelfmark/blocks';
import { ShelfmarkSiteProvider, type ShelfmarkLinkProps } from '@shelfmark/forms/site';
import { footerMainMenu, headerMenu } from './blockStoryData';

/** The host app's adapter: the router's Link behind the `href` interface; other addresses stay plain anchors. */
function RouterLink({ href, ref, ...rest }: ShelfmarkLinkProps) {
  if (!isInternalHref(href)) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} data-router-link="" {...rest} />;
}

/** Where the story's router is: a link that went through the router changes this without a page load. */
function CurrentLocation() {
  const location = useLocation();
  return <p role="status" aria-label="Current page">{`${location.pathname}${location.search}`}</p>;
}

const careers = footerMainMenu.flatMap((section) => section.childMenuItems ?? []).find((item) => item.openInNewWindow)!;

/** The host app's part: hands its router's link and navigate to every block below (the one site provider, nested under the configuration's). */
function RoutedBlocks({ withHeader = false }: { withHeader?: boolean }) {
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (href: string) => {
      void routerNavigate(href);
    },
    [routerNavigate],
  );
  return (
    <ShelfmarkSiteProvider linkComponent={RouterLink} navigate={navigate}>
      {withHeader ? <SiteHeader menu={headerMenu} returnTo="/" /> : null}
      <main id="main-content" style={{ padding: 16 }}>
        <nav aria-label="Example menu">
          <ul>
            {[...headerMenu, careers].map((item) => (
              <li key={item.displayText}>
                <MenuLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <CurrentLocation />
      </main>
    </ShelfmarkSiteProvider>
  );
}

const meta = {
  // The provider's own page is Commerce/ShelfmarkSiteProvider; these stories show the blocks' links under it.
  title: 'Blocks/Site navigation',
  render: () => <RoutedBlocks />,
  parameters: { shelfmark: { route: '/' } },
} satisfies Meta<typeof ShelfmarkSiteProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In-app menu links render through the provided link component; the new-window link stays a plain anchor. */
export const RouterLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fast Order' })).toHaveAttribute('data-router-link');
    await expect(
      canvas.getByRole('link', { name: `${careers.displayText} (opens in a new window)` }),
    ).not.toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/$/);
  },
};

/** Following a block link moves the host app's router: no page load, the location changes in place. */
export const FollowLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Fast Order' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent('/fast-order'));
  },
};

/** A block that navigates by code (the header search) goes through the provided navigate function. */
export const Navigate: Story = {
  render: () => <RoutedBlocks withHeader />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'harbour tales{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent('/search?q=harbour%20tales'),
    );
  },
};
