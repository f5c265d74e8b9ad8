// @bloomreach/react-sdk 23's own types name React 18's global JSX namespace, which @types/react 19 dropped: with
// skipLibCheck: false, give it that name back (packages/blocks/README.md, "Bloomreach"). A script file, no import.
declare namespace JSX {
  type Element = import('react').JSX.Element;
}
