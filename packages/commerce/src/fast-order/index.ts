export { FastOrderForm, type FastOrderFormProps } from './FastOrderForm';
export { fastOrderLabels, type FastOrderLabels } from './fastOrder.labels';
export { useFastOrder, type UseFastOrderResult, type FastOrderOutcome, type FastOrderExceeded } from './useFastOrder';
