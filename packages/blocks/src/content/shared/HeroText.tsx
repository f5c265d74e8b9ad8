import type { ContentButton } from '@shelfmark/api-client';
import { BlockButtons } from './BlockButton';
import { BlockHeading, type HeadingLevel } from './BlockHeading';

export interface HeroTextProps {
  /** The id the banner's section is labelled by. */
  id: string;
  heading: string;
  subheading?: string | null | undefined;
  description?: string | null | undefined;
  buttons: ContentButton[];
  headingLevel: HeadingLevel;
}

/** The text column the banners share (BLK-01): heading, subheading, description and buttons. */
export function HeroText({ id, heading, subheading, description, buttons, headingLevel }: HeroTextProps) {
  return (
    <div className="sm-hero__text">
      <BlockHeading level={headingLevel} className="sm-hero__heading" id={id}>
        {heading}
      </BlockHeading>
      {subheading && <p className="sm-hero__subheading">{subheading}</p>}
      {description && <p className="sm-hero__description">{description}</p>}
      <BlockButtons buttons={buttons} />
    </div>
  );
}
