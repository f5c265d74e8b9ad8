// vitest matchers of jest-dom for type-checking tests (the root tsconfig lists the jest flavour).
/// <reference types="@testing-library/jest-dom/vitest" />
