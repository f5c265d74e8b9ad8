import type { ContentButton, ContentImage } from '@shelfmark/api-client';
import { useId } from 'react';
import { RichText } from '../../rich-text/RichText';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';

export interface AlertPromoProps {
  /** The promotion's heading. */
  title: string;
  /** Rich text (sanitised). */
  html?: string | null;
  /** A picture beside the text (address and alt text). */
  image?: ContentImage;
  /** The call to action (label, address, variant, shape). */
  button?: ContentButton;
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
}

/** Alert promo (BLK-01): a highlighted strip with an icon or image, a title, text and one button. */
export function AlertPromo({ title, html, image, button, headingLevel = 2 }: AlertPromoProps) {
  const id = useId();
  return (
    <section className="sm-alert-promo" aria-labelledby={id}>
      {image && <BlockImage className="sm-alert-promo__image" image={image} width={96} height={96} />}
      <div className="sm-alert-promo__text">
        <BlockHeading level={headingLevel} className="sm-alert-promo__title" id={id}>
          {title}
        </BlockHeading>
        <RichText html={html} />
      </div>
      {button && <BlockButton button={button} />}
    </section>
  );
}
