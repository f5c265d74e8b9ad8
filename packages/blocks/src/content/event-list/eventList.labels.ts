/** Texts of the event list, with English defaults. */
export const eventListLabels = {
  /** The main tag tab. */
  all: 'All',
  tags: 'Event types',
  when: 'When',
  where: 'Where',
  empty: 'There are no upcoming events.',
  /** Read after a link that opens a new window. */
  newWindow: '(opens in a new window)',
};

export type EventListLabels = typeof eventListLabels;
