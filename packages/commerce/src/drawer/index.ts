export { Drawer, type DrawerProps } from './Drawer';
export { drawerLabels, type DrawerLabels } from './drawer.labels';
