export { startStoreSimulator, type StoreSimulator, type StoreSimulatorOptions, type SimulatedPos } from './simulator';
