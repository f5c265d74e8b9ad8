export { StandingOrderPlans, tierColumns, type StandingOrderPlansProps } from './StandingOrderPlans';
