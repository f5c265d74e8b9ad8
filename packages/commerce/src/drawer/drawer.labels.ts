/** English defaults of the drawer. */
export const drawerLabels = {
  /** The close button's accessible name (it shows ×). */
  close: 'Close',
};
export type DrawerLabels = typeof drawerLabels;
