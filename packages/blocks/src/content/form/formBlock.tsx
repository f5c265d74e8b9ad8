import { contentBlockSchemas, type FormSettings } from '@shelfmark/api-client/schemas';
import { ConfigurableForm } from '@shelfmark/forms';
import { useBlockNavigation } from '../../navigation/BlockNavigationProvider';
import { documentBlock } from '../../registry/documentBlock';
import type { ContentBlockProps } from '../../registry/contentRegistry';

function FormView({ document }: ContentBlockProps<FormSettings>) {
  const { navigate } = useBlockNavigation();
  return <ConfigurableForm settings={document} onNavigate={navigate} />;
}

/**
 * 'Form' (FORM-01, FORM-02): the document is the form's settings (formSettingsSchema); the
 * confirmation URL opens through the host app's navigation (BlockNavigationProvider).
 */
export const FormBlock = documentBlock(contentBlockSchemas.Form, FormView);
