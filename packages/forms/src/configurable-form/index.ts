export { ConfigurableForm, type ConfigurableFormProps } from './ConfigurableForm';
export {
  useConfigurableForm,
  type UseConfigurableFormOptions,
  type UseConfigurableFormResult,
  type FormStatus,
} from './useConfigurableForm';
export { CaptchaGate, type CaptchaGateProps } from './CaptchaGate';
export { configurableFormLabels, type ConfigurableFormLabels } from './configurableForm.labels';
export {
  buildFormSchema,
  defaultFormValues,
  submissionBody,
  type ConfigurableFormValues,
} from './configurableForm.schema';
