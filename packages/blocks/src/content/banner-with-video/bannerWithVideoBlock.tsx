import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { BannerWithVideo } from './BannerWithVideo';

export const BannerWithVideoBlock = documentBlock(contractSchema('Banner With Video'), ({ document: d }) => (
  <BannerWithVideo
    heading={d.heading}
    subheading={d.subheading}
    description={d.description}
    buttons={d.buttons}
    video={d.video}
    playMode={d.playMode}
    headingLevel={d.headingLevel as 2}
  />
));
