/** Written by the `shelfmark-styles` plugin in main.ts: imports every package stylesheet that exists. */
declare module 'virtual:shelfmark-styles';

/** Written by the `shelfmark-tokens` plugin in main.ts: every rule of the packages' CSS that sets `--sm-*` tokens. */
declare module 'virtual:shelfmark-tokens' {
  const rules: { selector: string; file: string; tokens: { name: string; value: string; group: string }[] }[];
  export default rules;
}
