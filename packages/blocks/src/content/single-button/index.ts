export { SingleButton, type SingleButtonProps } from './SingleButton';
