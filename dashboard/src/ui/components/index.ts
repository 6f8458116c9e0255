export { LoadingScreen } from './LoadingScreen';
export type { LoadingScreenProps } from './LoadingScreen';
export { ScreenHeading } from './ScreenHeading';
export type { ScreenHeadingProps } from './ScreenHeading';
