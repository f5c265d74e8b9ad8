export { AccessCodeChecker, type AccessCodeCheckerProps } from './AccessCodeChecker';
export { accessCodeCheckerLabels, type AccessCodeCheckerLabels } from './accessCodeChecker.labels';
export { useAccessCodeChecker, type UseAccessCodeCheckerResult } from './useAccessCodeChecker';
export { splitAccessCodes } from './splitAccessCodes';
