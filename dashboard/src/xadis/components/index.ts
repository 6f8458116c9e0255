export { EmptyContainerScreen } from './EmptyContainerScreen';
export { TransmissionScreen } from './TransmissionScreen';
