import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfilePage } from '@shelfmark/commerce';
import { demoSeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS, failing, stalling } from './selfService.storyData';

const meta = {
  title: 'Commerce/ProfilePage',
  component: ProfilePage,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/profile' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-01: contact information, customer number, default addresses, Account Help. */
export const Default: Story = {};

/** PROF-01: Change Password shown once its link is configured. */
export const WithChangePassword: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, site: { changePasswordUrl: 'https://id.example.test/password' } } },
};

/** PROF-01: a user with most contact fields empty: a dash for each. */
export const MissingValues: Story = {
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.buyer,
      seed: (() => {
        const seed = demoSeed();
        const sparse = { title: null, departmentName: null, workPhone: null, storeName: null, defaultAddress: null };
        const accounts = { ...seed.accounts[DEMO_UIDS.buyer]!, customerDefaultBillToAccount: null };
        return {
          ...seed,
          users: seed.users.map((u) => (u.uid === DEMO_UIDS.buyer ? { ...u, ...sparse } : u)),
          accounts: { ...seed.accounts, [DEMO_UIDS.buyer]: accounts },
        };
      })(),
    },
  },
};

/** PROF-01: loading. */
export const Loading: Story = { parameters: { shelfmark: { client: stalling('users', 'profile') } } };

/** PROF-01: the profile could not be loaded. */
export const Failed: Story = { parameters: { shelfmark: { client: failing('users', 'profile') } } };

/** PROF-01: a visitor is asked to sign in. */
export const SignedOut: Story = { parameters: { shelfmark: { user: null } } };

/** PROF-01: the second brand (its own Account Help link). */
export const Thorndike: Story = { parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } } };
