export {
  commerceRegistry,
  createCommerceRegistry,
  COMMERCE_EDITOR_NAMES,
  type CommerceRegistry,
  type CommerceRegistryOptions,
  type CommerceBlockDefinition,
  type CommerceBlock,
  type CommerceBlockProps,
  type CommerceEditorName,
  type CommerceLocation,
} from './commerceRegistry';
