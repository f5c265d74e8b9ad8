/**
 * The Storybook catalogue of content blocks is generated from the registry (see
 * packages/blocks/src/registry/catalogue.test.ts): for each registered block, a populated story from its
 * demo document, a document-missing story and a preview-mode story. These helpers hold what they share.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RenderablePage } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import { staticCovers } from '../coverPaths';

/** The block placed on a page with its demo document (and nested components). */
export function demoPage(type: string, preview = false): RenderablePage {
  const demo = demoBlockDocuments[type];
  if (!demo)
    throw new Error(
      `No demo document for the block "${type}": add one to demoBlockDocuments (@shelfmark/api-client/testing).`,
    );
  // The build serves each cover width as a file of its own (stories/coverPaths.ts): the same pictures, no server.
  return staticCovers({
    preview,
    components: [
      { id: 'catalogue', type, document: demo.document, ...(demo.components ? { components: demo.components } : {}) },
    ],
  });
}

/** The block placed without its document, on a preview page: only editors see its placeholder (CMS-02). */
export function missingPage(type: string): RenderablePage {
  return { preview: true, components: [{ id: 'catalogue', type, document: null }] };
}

type Play = (context: { canvasElement: HTMLElement; args: Record<string, unknown> }) => Promise<void>;

/** The lazy block arrived and rendered its document: no loading note, no placeholder. */
export const playPopulated: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The renderer's loading note is gone (a block may hold a status region of its own, like the form's).
  await waitFor(() => expect(canvas.queryByText(/^Loading .+…$/)).not.toBeInTheDocument(), { timeout: 5_000 });
  await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
};

/** CMS-02: in preview the placeholder names the component, with its edit button. */
export function playMissing(type: string): Play {
  return async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(`Missing ${type} document`);
    await expect(within(canvasElement).getByRole('button', { name: `Edit ${type}` })).toBeVisible();
  };
}

/** CMS-01: preview mode shows the block with an edit button that reports it. */
export function playPreview(type: string): Play {
  return async (context) => {
    await playPopulated(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: `Edit ${type}` }));
    await expect(context.args.onEdit).toHaveBeenCalled();
  };
}
