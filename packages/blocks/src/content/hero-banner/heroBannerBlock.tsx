import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { HeroBanner } from './HeroBanner';

export const HeroBannerBlock = documentBlock(contractSchema('Hero Banner'), ({ document: d }) => (
  <HeroBanner
    heading={d.heading}
    subheading={d.subheading}
    description={d.description}
    buttons={d.buttons}
    headingLevel={d.headingLevel as 2}
    backgroundColor={d.backgroundColor}
    textColor={d.textColor}
    {...(d.image ? { image: d.image } : {})}
  />
));
