import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { SingleButton } from './SingleButton';

export const SingleButtonBlock = documentBlock(contractSchema('Single Button'), ({ document: d }) => (
  <SingleButton button={d.button} alignment={d.alignment} />
));
