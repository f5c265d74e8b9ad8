/**
 * Typed controls for the enumerations the components share, so a designer picks a value from the Docs page and the
 * Controls panel instead of typing it. The prop tables' types come from react-docgen-typescript (.storybook/main.ts).
 */
import type { ArgTypes } from '@storybook/react-vite';

type InputType = ArgTypes[string];

const radio = (options: readonly (string | number)[], summary: string): InputType => ({
  control: 'inline-radio',
  options: [...options],
  table: { type: { summary } },
});

/** `headingLevel` (`HeadingLevel` of @shelfmark/blocks): the level of a block's heading, 1 to 6. */
export const headingLevelArgType = radio([1, 2, 3, 4, 5, 6], '1 | 2 | 3 | 4 | 5 | 6');

/** `brand`: the two brands of the kit, each with its layout and tokens. */
export const brandArgType = radio(['shelfmark', 'thorndike'], "'shelfmark' | 'thorndike'");

/** An enumeration of string values (`variant`, `alignment`, `template`…), typed from the values it takes. */
export const enumArgType = (...options: string[]): InputType =>
  radio(options, options.map((option) => `'${option}'`).join(' | '));
