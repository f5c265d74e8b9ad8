import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EventList } from '@shelfmark/blocks';

const now = new Date('2026-11-22T12:00:00Z');
const events = [
  {
    title: 'Collection development webinar',
    tag: 'Webinar',
    startDate: '2026-12-04T15:00:00-05:00',
    endDate: '2026-12-04T16:00:00-05:00',
    location: 'Online',
    description: 'Large print on a budget.',
    buttonUrl: '/events/webinar',
    buttonLabel: 'Register for the webinar',
  },
  {
    title: 'Library association conference',
    tag: 'Conference',
    startDate: '2027-01-20',
    endDate: '2027-01-23',
    location: 'Chicago, IL',
    buttonUrl: '/events/conference',
    buttonLabel: 'Meet us at booth 214',
  },
  { title: 'Yesterday’s author talk', tag: 'Webinar', startDate: '2026-11-21T18:00:00-05:00', location: 'Online' },
  {
    title: 'Autumn catalogue launch (expired)',
    tag: 'Webinar',
    startDate: '2026-11-19T15:00:00-05:00',
    location: 'Online',
  },
];

const meta = {
  title: 'Blocks/EventList',
  component: EventList,
  args: { title: 'Events', events, now, timeZone: 'America/New_York' },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-06: events more than one day past (New York time) are hidden; yesterday's still shows. */
export const ExpiredHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Autumn catalogue launch (expired)')).not.toBeInTheDocument();
    await expect(canvas.getByText('Yesterday’s author talk')).toBeInTheDocument();
  },
};

/** BLK-06: sorted by start date. */
export const SortedByStartDate: Story = { args: { sortByStartDate: true } };

/** BLK-06: the Conference tag tab selected. */
export const TagSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Conference' }));
    await expect(canvas.queryByText('Collection development webinar')).not.toBeInTheDocument();
  },
};

/** BLK-06: every event has passed. */
export const NoUpcomingEvents: Story = { args: { now: new Date('2028-01-01T00:00:00Z') } };
