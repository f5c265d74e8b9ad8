import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { SingleButton } from './SingleButton';

export const SingleButtonBlock = documentBlock(contentBlockSchemas['Single Button'], ({ document: d }) => (
  <SingleButton button={d.button} alignment={d.alignment} />
));
