import { formSettingsSchema, type FormSettings } from '@shelfmark/api-client';
import { documentBlock, useBlockNavigation, type ContentBlockProps } from '@shelfmark/blocks';
import { ConfigurableForm } from '@shelfmark/forms';

function FormView({ document }: ContentBlockProps<FormSettings>) {
  const { navigate } = useBlockNavigation();
  return <ConfigurableForm settings={document} onNavigate={navigate} />;
}

/** The 'Form' editor component (FORM-01, FORM-02): the document is the form's settings; confirmation pages open in the router. */
export const FormBlock = documentBlock(formSettingsSchema, FormView);
