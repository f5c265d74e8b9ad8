/**
 * The WCAG 2.2 success criteria of levels A and AA, as the Accessibility Conformance Report (VPAT 2.5 Rev 508) lists
 * them, with what the report says of each beside its tests:
 * - `notApplicable`: why the criterion has nothing to apply to in the storefront (reported "Not Applicable");
 * - `gaps`: known failures not yet fixed (a criterion with gaps is at best "Partially Supports");
 * - `remarks`: how the storefront meets it, in a sentence.
 * Which tests prove a criterion is not listed here: a test names the criterion in its title (`WCAG 2.4.3`), and the
 * report reads the suite's results for those names (scripts/acr/generate.mjs).
 */
export const CRITERIA = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    remarks: 'Covers, icons and logos carry text alternatives or are hidden from assistive technology when decorative.',
  },
  {
    id: '1.2.1',
    name: 'Audio-only and Video-only (Prerecorded)',
    level: 'A',
    notApplicable:
      'The storefront ships no audio-only or video-only media; the seeded clip has both sound and picture.',
  },
  {
    id: '1.2.2',
    name: 'Captions (Prerecorded)',
    level: 'A',
    remarks: 'Video blocks load a WebVTT caption track served with the clip.',
  },
  {
    id: '1.2.3',
    name: 'Audio Description or Media Alternative (Prerecorded)',
    level: 'A',
    remarks: 'Video blocks link a text transcript of the clip.',
  },
  { id: '1.2.4', name: 'Captions (Live)', level: 'AA', notApplicable: 'The storefront has no live audio or video.' },
  {
    id: '1.2.5',
    name: 'Audio Description (Prerecorded)',
    level: 'AA',
    gaps: ['The seeded clip has no audio description track; its transcript describes the picture.'],
  },
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    remarks: 'Headings, lists, tables, landmarks and form labels are marked up; one main landmark per page.',
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    remarks: 'The reading order is the DOM order at every width.',
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    remarks: 'Instructions name controls by their text, never by shape, colour or position alone.',
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    remarks: 'No page locks its orientation; layouts follow the viewport width.',
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    remarks: 'Fields about the buyer carry their autocomplete tokens, including the configurable form\u2019s.',
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    remarks: 'States (errors, the selected tab, availability) are named in text, not by colour alone.',
  },
  {
    id: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    remarks: 'No sound plays on its own; video plays only when asked.',
  },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    remarks: 'Text meets 4.5:1 (3:1 when large) on both brands.',
  },
  {
    id: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    remarks: 'Text is sized in rem and pages reflow when it is enlarged.',
  },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    remarks: 'Text is text; covers are drawn with the title as their alternative.',
  },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    remarks: 'Every route reflows at 320 CSS pixels; wide tables scroll inside a labelled, focusable region.',
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    remarks: 'Focus rings and control edges keep 3:1 against every background of both brands.',
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    remarks: 'Content stays readable with the criterion\u2019s text spacing applied.',
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    remarks: 'Menus and toasts stay while hovered or focused and close with Escape.',
  },
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    remarks: 'A whole purchase, from search to confirmation, is made with the keyboard alone on both brands.',
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    remarks: 'Only modal dialogs contain focus, and Escape or their close button leaves them.',
  },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    notApplicable: 'The storefront defines no single-character shortcuts.',
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    remarks: 'Toasts pause while hovered or focused, and failure toasts stay until dismissed.',
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    remarks: 'Nothing moves, blinks or updates on its own except the video, which the buyer starts and stops.',
  },
  { id: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A', remarks: 'No content flashes.' },
  { id: '2.4.1', name: 'Bypass Blocks', level: 'A', remarks: 'A skip link leads to the main landmark on every page.' },
  {
    id: '2.4.2',
    name: 'Page Titled',
    level: 'A',
    remarks:
      'Each page has one title naming it, kept across client navigation, with "Error: " first while a form shows errors.',
  },
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    remarks:
      'Focus never falls to the page body: a removed or disabled control hands focus on, and a new page focuses its heading.',
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    remarks: 'Links are named by their text or accessible name.',
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    remarks: 'Pages are reached by the menus, search and the footer.',
  },
  {
    id: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    remarks: 'Headings are in order and fields are labelled with what they ask.',
  },
  {
    id: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    remarks: 'Every focusable control shows a focus ring, also under forced colours.',
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    remarks: 'No sticky bar covers the focused control.',
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    remarks: 'Every action is a single tap or click; no path-based or multipoint gesture is needed.',
  },
  {
    id: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    remarks: 'Controls act on the up-event (native buttons and links).',
  },
  { id: '2.5.3', name: 'Label in Name', level: 'A', remarks: 'Accessible names start with the visible label.' },
  { id: '2.5.4', name: 'Motion Actuation', level: 'A', notApplicable: 'No function is operated by moving the device.' },
  { id: '2.5.7', name: 'Dragging Movements', level: 'AA', notApplicable: 'No function uses dragging.' },
  {
    id: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    remarks: 'Targets are at least 24 by 24 CSS pixels or spaced as the criterion allows.',
  },
  { id: '3.1.1', name: 'Language of Page', level: 'A', remarks: 'Every page declares lang="en".' },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    remarks: 'The storefront\u2019s own text is English; catalogue data in other languages is not marked.',
  },
  { id: '3.2.1', name: 'On Focus', level: 'A', remarks: 'Focus alone changes no context.' },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    remarks: 'Changing a field changes no context; the region selector and filters say what they do.',
  },
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    remarks: 'The header and footer are the same on every page.',
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    remarks: 'The same function has the same name on every page (labels are defined once per component).',
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    remarks: 'Contact and Find Your Rep links are in the same place in the footer of every page.',
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    remarks: 'A failed submit shows an error summary naming each field, each a link to it.',
  },
  {
    id: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    remarks: 'Every field has a visible label; formats (ISBN, dates) are stated.',
  },
  {
    id: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    remarks: 'Messages say what to enter ("Enter the card number").',
  },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    remarks: 'Orders are reviewed before Place order, and removing lines or clearing the cart asks first.',
  },
  {
    id: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    remarks: 'Ship-to and bill-to come from the account; nothing entered is asked again in the same checkout.',
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    remarks: 'Sign-in is the identity provider\u2019s password form, which allows paste and password managers.',
  },
  {
    id: '4.1.1',
    name: 'Parsing (obsolete in WCAG 2.2)',
    level: 'A',
    notApplicable: 'Removed from WCAG 2.2; the VPAT lists it as always supported.',
  },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    remarks: 'Controls are native elements or Radix primitives with names, roles and states.',
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    remarks:
      'Results, cart changes and route changes are announced through polite live regions present from the first render.',
  },
];
