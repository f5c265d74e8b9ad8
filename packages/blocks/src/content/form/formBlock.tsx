import type { FormSettings } from '@shelfmark/api-client/schemas';
import { ConfigurableForm } from '@shelfmark/forms';
import { useMemo } from 'react';
import { useCurrentPath, useSiteNavigation } from '@shelfmark/forms/site';
import { contractSchema, documentBlock } from '../../registry/documentBlock';
import type { ContentBlockProps } from '../../registry/contentRegistry';

function FormView({ document }: ContentBlockProps<FormSettings>) {
  const { navigate } = useSiteNavigation();
  // The page's query prefills the fields it names (the request-a-trial link carries the product the buyer came from).
  const path = useCurrentPath();
  const prefill = useMemo(() => Object.fromEntries(new URL(path, 'http://page.invalid').searchParams), [path]);
  return <ConfigurableForm settings={document} onNavigate={navigate} prefill={prefill} />;
}

/**
 * 'Form' (FORM-01, FORM-02): the document is the form's settings (formSettingsSchema); the
 * confirmation URL opens through the host app's navigation (ShelfmarkSiteProvider). The page address's query
 * prefills the fields it names (ConfigurableForm `prefill`): `/request-a-trial?product=database&title=…` starts the
 * request with the product the buyer came from.
 */
export const FormBlock = documentBlock(contractSchema('Form'), FormView);
