import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from '@shelfmark/blocks';
import { xssCorpus, xssSurvivors } from '@shelfmark/api-client/testing';

type Trap = { fired: string[] };
const trap = globalThis as unknown as Trap & { __xss?: (n: number) => void };

function Corpus() {
  return (
    <ol aria-label="XSS payloads rendered through RichText">
      {xssCorpus.map((payload, i) => (
        <li key={payload} data-payload={i + 1}>
          <RichText html={payload} />
        </li>
      ))}
    </ol>
  );
}

const meta = {
  title: 'Blocks/RichText',
  component: Corpus,
  // Output varies with what the browser does to hostile markup; the play function is the test. Its states sit
  // under RichText, whose own stories file holds the docs page.
  tags: ['no-visual', '!autodocs'],
  // Hostile content keeps an image without alt text and an editor's red: axe judges our markup elsewhere.
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'image-alt', enabled: false },
          { id: 'color-contrast', enabled: false },
        ],
      },
    },
  },
  beforeEach: () => {
    const original = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
    trap.fired = [];
    trap.__xss = (n) => {
      trap.fired.push(`payload ${n} ran`);
    };
    window.alert = (message?: unknown) => {
      trap.fired.push(`alert(${String(message)})`);
    };
    window.confirm = () => {
      trap.fired.push('confirm');
      return false;
    };
    window.prompt = () => {
      trap.fired.push('prompt');
      return null;
    };
    return () => {
      Object.assign(window, original);
      delete trap.__xss;
    };
  },
} satisfies Meta<typeof Corpus>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * CMS-03: 60 payloads (script tags, event handlers, javascript:/data:/vbscript: URLs, SVG and MathML namespace
 * tricks, nested mutation payloads) rendered through RichText in Chromium: no script runs, no handler survives.
 */
export const NoScriptRuns: Story = {
  play: async ({ canvasElement }) => {
    await expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    // Give handlers (load, error, focus, toggle, animation) time to fire if any survived.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expect(trap.fired).toEqual([]);
    const survivors = [...canvasElement.querySelectorAll('li[data-payload]')].flatMap((item) =>
      xssSurvivors(item).map((what) => `payload ${item.getAttribute('data-payload')}: ${what}`),
    );
    await expect(survivors).toEqual([]);
  },
};
