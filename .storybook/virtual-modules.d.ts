/** Written by the `shelfmark-styles` plugin in main.ts: imports every package stylesheet that exists. */
declare module 'virtual:shelfmark-styles';
