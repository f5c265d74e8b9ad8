import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isEventExpired, visibleEvents } from './eventExpiry';
import { EventList } from './EventList';

const NY = 'America/New_York';

describe('EventList', () => {
  it('BLK-06 an event expires once its end (or start) date is more than one day past, in the configured time zone', () => {
    // 2026-11-22 01:30 in New York is still 2026-11-21 there… no: 06:30 UTC is 01:30 New York time on the 22nd.
    const now = new Date('2026-11-22T06:30:00Z');
    expect(isEventExpired({ startDate: '2026-11-20T10:00:00-05:00' }, now, NY)).toBe(true);
    expect(isEventExpired({ startDate: '2026-11-21T10:00:00-05:00' }, now, NY)).toBe(false);
    expect(isEventExpired({ startDate: '2026-11-01', endDate: '2026-11-21' }, now, NY)).toBe(false);
    expect(isEventExpired({ startDate: '2026-11-01', endDate: '2026-11-20' }, now, NY)).toBe(true);
    // The same instant is already the 22nd in Tokyo, but the 21st in Honolulu.
    const lateUtc = new Date('2026-11-22T05:00:00Z');
    expect(isEventExpired({ startDate: '2026-11-20' }, lateUtc, 'Asia/Tokyo')).toBe(true);
    expect(isEventExpired({ startDate: '2026-11-20' }, lateUtc, 'Pacific/Honolulu')).toBe(false);
  });

  it('BLK-06 sorts by start date only when asked', () => {
    const events = [
      { title: 'B', startDate: '2030-02-01' },
      { title: 'A', startDate: '2030-01-01' },
    ];
    const now = new Date('2026-01-01T00:00:00Z');
    expect(visibleEvents(events, { now, timeZone: NY }).map((e) => e.title)).toEqual(['B', 'A']);
    expect(visibleEvents(events, { now, timeZone: NY, sortByStartDate: true }).map((e) => e.title)).toEqual(['A', 'B']);
  });

  it('BLK-06 hides expired events and shows a tag tab per tag, All first', async () => {
    const user = userEvent.setup();
    render(
      <EventList
        title="Events"
        now={new Date('2026-11-22T12:00:00Z')}
        events={[
          { title: 'Webinar on budgets', tag: 'Webinar', startDate: '2026-12-01T15:00:00-05:00', location: 'Online' },
          {
            title: 'Conference',
            tag: 'Conference',
            startDate: '2027-01-20',
            endDate: '2027-01-23',
            location: 'Chicago',
            buttonUrl: '/events/c',
            buttonLabel: 'Meet us',
          },
          { title: 'Old webinar', tag: 'Webinar', startDate: '2026-10-01T15:00:00-04:00' },
        ]}
      />,
    );
    expect(screen.queryByText('Old webinar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Webinar', 'Conference']);
    expect(screen.getByRole('heading', { level: 3, name: 'Webinar on budgets' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Conference' }));
    expect(screen.queryByText('Webinar on budgets')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meet us' })).toHaveAttribute('href', '/events/c');
    expect(screen.getByText('Jan 20, 2027 – Jan 23, 2027')).toBeInTheDocument();
  });

  it('BLK-06 says so when every event has passed', () => {
    render(<EventList now={new Date('2031-01-01T00:00:00Z')} events={[{ title: 'Gone', startDate: '2030-01-01' }]} />);
    expect(screen.getByText('There are no upcoming events.')).toBeInTheDocument();
  });
});
