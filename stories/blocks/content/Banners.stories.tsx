import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertBanner, AlertPromo, BannerSearch, HeroBanner, SingleButton } from '@shelfmark/blocks';

const meta = {
  title: 'Blocks/Content/Banners',
  component: AlertBanner,
  args: { text: 'Holiday shipping cut-off: orders placed by December 15 arrive before the break.' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: an information alert the visitor may dismiss. */
export const AlertInfo: Story = {};

/** BLK-01: warning and danger alerts; one not dismissible. */
export const AlertVariants: Story = {
  render: () => (
    <>
      <AlertBanner variant="warning" text="Our warehouse is closed on Monday." />
      <AlertBanner variant="danger" isDismissible={false} html="<p>Card payments are <strong>unavailable</strong> today.</p>" />
      <AlertBanner variant="success" text="Your standing order is renewed." />
    </>
  ),
};

/** BLK-01: dismissed, the alert is gone. */
export const AlertDismissed: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss announcement' }));
    await expect(within(canvasElement).queryByText(/Holiday shipping cut-off/)).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** BLK-01: hero banner without image, heading level 1, inverse colours. */
export const HeroTextOnly: Story = {
  render: () => (
    <HeroBanner heading="Welcome to Shelfmark" headingLevel={1} subheading="Books for libraries and schools" backgroundColor="#0d2a4a" textColor="#ffffff"
      buttons={[{ label: 'Browse the catalogue', url: '/search?q=', isInverse: true }]} />
  ),
};

/** BLK-01: alert promo and single buttons in each alignment. */
export const PromoAndButtons: Story = {
  render: () => (
    <>
      <AlertPromo title="Free shipping this month" html="<p>Use code <strong>FREESHIP</strong>.</p>" button={{ label: 'Start an order', url: '/fast-order' }} />
      <SingleButton button={{ label: 'Left', url: '/a' }} />
      <SingleButton alignment="center" button={{ label: 'Centre, pill', url: '/b', shape: 'pill' }} />
      <SingleButton alignment="right" button={{ label: 'Right, secondary', url: '/c', variant: 'secondary' }} />
    </>
  ),
};

/** HDR-02: banner search sends the trimmed text to the external search site. */
const onExternalSearch = fn();
export const BannerSearchSubmits: Story = {
  render: () => <BannerSearch heading="Search the research archive" searchUrl="https://archive.example.org/search" onSearch={onExternalSearch} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search the research archive' }), '  letters  {Enter}');
    await expect(onExternalSearch).toHaveBeenCalledWith('https://archive.example.org/search?q=letters', 'letters');
  },
};
