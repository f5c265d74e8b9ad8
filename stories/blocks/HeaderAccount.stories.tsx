import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeaderAccount } from '../../packages/blocks/src/header/HeaderAccount';
import { useHeaderModel, type HeaderModelOptions } from '../../packages/blocks/src/header/useHeaderModel';
import { DEMO_UIDS } from './blockStoryData';

/** The account area as SiteHeader places it: its model read from the site, the session and the texts. */
function AccountInHeader(options: HeaderModelOptions) {
  const model = useHeaderModel(options);
  return (
    <div className="sm-header" data-brand={model.brand}>
      <div className="sm-header__bar sm-header__bar--secondary">
        <HeaderAccount model={model} />
      </div>
    </div>
  );
}

/**
 * The header's desktop account area (HDR-03): Sign in and Register for a visitor, the pending notice and Sign out for
 * a pending user, the greeting and the account menu for a signed-in one.
 */
const meta = {
  title: 'Blocks/HeaderAccount',
  // Rendered through the model hook SiteHeader uses: the stories' args are that hook's options.
  component: HeaderAccount as unknown as typeof AccountInHeader,
  parameters: { layout: 'fullscreen' },
  args: { returnTo: '/products/9780000000002' },
  render: (args) => <AccountInHeader {...args} />,
} satisfies Meta<typeof AccountInHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Sign in (back to this page) and Register. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fproducts%2F9780000000002',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible();
  },
};

/** A signed-in buyer: the greeting and the account menu. */
export const SignedIn: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

/** A pending user: the notice and Sign out, no account menu. */
export const Pending: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
  },
};

/** The second brand, signed in. */
export const SecondBrandSignedIn: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } },
  play: SignedIn.play,
};

/** The menu configuration's texts and links (the CMS's), over the English defaults. */
export const ConfiguredTexts: Story = {
  args: {
    configuration: {
      signIn: { text: 'Log in', link: '/login' },
      registration: { text: 'Open an account', link: '/open-account' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?return=%2Fproducts%2F9780000000002',
    );
    await expect(canvas.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/open-account');
  },
};
