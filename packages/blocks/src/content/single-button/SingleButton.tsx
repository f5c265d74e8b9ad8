import type { ContentButton } from '@shelfmark/api-client';
import { BlockButton } from '../shared/BlockButton';

export interface SingleButtonProps {
  /** The button: label, address, variant and shape. */
  button: ContentButton;
  /** Where the button sits in its row. @default 'left' */
  alignment?: 'left' | 'center' | 'right';
}

/** Single button (BLK-01): one CMS button, aligned left, centre or right. */
export function SingleButton({ button, alignment = 'left' }: SingleButtonProps) {
  return (
    <div className="sm-single-button" data-align={alignment}>
      <BlockButton button={button} />
    </div>
  );
}
