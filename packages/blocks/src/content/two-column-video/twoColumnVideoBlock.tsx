import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { TwoColumnVideo } from './TwoColumnVideo';

export const TwoColumnVideoBlock = documentBlock(contractSchema('Two Column Video'), ({ document: d }) => (
  <TwoColumnVideo
    title={d.title}
    html={d.description?.value}
    video={d.video}
    buttons={d.buttons}
    videoPosition={d.videoPosition}
  />
));
