import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AccountCard, ChangeAccountDialog } from '@shelfmark/commerce';
import { buildAccounts, buildAddress, buildShipToAccount, demoSeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS } from './storyData';

/** The buyer with seven branch accounts under a parent, the parent current (the hidden-parent warning). */
function branches(parentCurrent: boolean) {
  const seed = demoSeed();
  const parent = buildShipToAccount({
    accountNumber: '500000',
    name: 'Riverside Head Office',
    addresses: [buildAddress({ line1: '1 Library Square', town: 'Riverton', postalCode: '01000' })],
  });
  const list = Array.from({ length: 7 }, (_, i) =>
    buildShipToAccount({
      accountNumber: String(500100 + i),
      name: `Riverside Branch ${String.fromCharCode(65 + i)}`,
      addresses: [
        buildAddress({
          line1: `${i + 2} Elm Street`,
          town: i % 2 ? 'Springfield' : 'Riverton',
          postalCode: `0${1001 + i}`,
        }),
      ],
      parentOrgUnit: { uid: '500000', intermediateUnit: false },
    }),
  );
  seed.accounts[DEMO_UIDS.buyer] = buildAccounts({
    shipTo: [parent, ...list],
    current: parentCurrent ? '500000' : '500100',
  });
  return seed;
}

const meta = {
  title: 'Commerce/ChangeAccountDialog',
  component: ChangeAccountDialog as unknown as typeof AccountCard,
  // The dialog as a buyer meets it: opened from the account card's Change account.
  render: () => <AccountCard />,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
} satisfies Meta<typeof AccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change account' }));
  return screen.findByRole('dialog', { name: 'Change account' });
}

/** ACCT-01: the modal, active accounts only, the current one chosen (submit disabled), pager of 5. */
export const Modal: Story = {
  tags: ['forced-colors'],
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: branches(false) } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Change account' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  },
};

/** ACCT-01: searching by postal code. */
export const Search: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: branches(false) } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search accounts' }), '01004');
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
  },
};

/** ACCT-01: nothing matches the search. */
export const SearchNoResults: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: branches(false) } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search accounts' }), 'nowhere');
    await expect(within(dialog).getByText('No accounts match your search.')).toBeInTheDocument();
  },
};

/** ACCT-02: on a parent account — leaving it hides it; the warning says so. */
export const ParentWarning: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: branches(true) } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('no longer listed here');
  },
};
