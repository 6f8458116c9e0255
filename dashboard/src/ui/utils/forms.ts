export type { FormCheck } from './formCheck';
