export { FundCodeField, type FundCodeFieldProps } from './FundCodeField';
export { SelectedFundCode, type SelectedFundCodeProps } from './SelectedFundCode';
export { useSetFundCodes } from './useSetFundCodes';
export { fundCodesLabels, type FundCodesLabels } from './fundCodes.labels';
