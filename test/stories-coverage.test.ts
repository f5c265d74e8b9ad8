/**
 * Guard: every component a package exports has a story of its own (STYLE: "every exported component: story
 * per state"). A component counts as covered when a story file (stories/**, or the Storybook decorators in
 * .storybook/ that every story renders through) names it as its meta `component`, renders it as JSX, or is
 * named after it. An internal part no integrator composes alone should not be exported instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, basename } from 'node:path';
import * as apiClient from '@shelfmark/api-client';
import * as apiClientReact from '@shelfmark/api-client/react';
import * as blocks from '@shelfmark/blocks';
import * as commerce from '@shelfmark/commerce';
import * as forms from '@shelfmark/forms';

const ROOT = join(import.meta.dirname, '..');

function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return storyFiles(path);
    return /\.(stories\.tsx|tsx)$/.test(name) ? [path] : [];
  });
}

/** React components among a module's exports: capitalised functions that are not classes, and memo/lazy/forwardRef objects. */
function exportedComponents(mod: Record<string, unknown>): string[] {
  return Object.entries(mod)
    .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && (
      typeof value === 'function'
        ? !/^class\b/.test(Function.prototype.toString.call(value))
        : typeof value === 'object' && value !== null && '$$typeof' in value))
    .map(([name]) => name)
    .sort();
}

const files = [...storyFiles(join(ROOT, 'stories')), ...storyFiles(join(ROOT, '.storybook'))].map((path) => ({
  name: basename(path).replace(/\.stories\.tsx$|\.tsx$/, ''),
  source: readFileSync(path, 'utf8'),
}));

const covered = (component: string) =>
  files.some(({ name, source }) => name === component || new RegExp(`component: ${component}\\b|<${component}[\\s/>]`).test(source));

const packages: Record<string, Record<string, unknown>> = {
  '@shelfmark/api-client': apiClient,
  '@shelfmark/api-client/react': apiClientReact,
  '@shelfmark/forms': forms,
  '@shelfmark/commerce': commerce,
  '@shelfmark/blocks': blocks,
};

describe('every exported component has a story of its own', () => {
  it('finds the exported components (the guard sees what it guards)', () => {
    expect(exportedComponents(commerce)).toContain('CartPage');
    expect(exportedComponents(blocks)).toContain('SiteHeader');
    expect(exportedComponents(forms)).toContain('TextField');
    expect(exportedComponents(apiClient)).not.toContain('ApiError');
  });

  for (const [entry, mod] of Object.entries(packages)) {
    it(`${entry}: each exported component is rendered by a story`, () => {
      const missing = exportedComponents(mod).filter((name) => !covered(name));
      expect(missing, `exported from ${entry} without a story: write stories/<area>/<Name>.stories.tsx, or stop exporting an internal part`).toEqual([]);
    });
  }
});
