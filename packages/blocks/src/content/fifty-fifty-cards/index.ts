export { FiftyFiftyCards, type FiftyFiftyCardsProps, type FiftyFiftyCard } from './FiftyFiftyCards';
