/**
 * Temporal adapters of the embedded runtime's probe processes, bundled by the replay tests to
 * check that signals, conditions with timeouts, retries, failures and cancellation make the same
 * decisions on Temporal as on the embedded runtime. Not registered by the production worker.
 */
import { runOnTemporal } from '../../workflows/temporal/context';
import * as probes from '../embedded/probeProcesses';

export const greetLater = (input: { name: string }) => runOnTemporal(probes.greetLater, input);
export const napThenGreet = (input: { name: string; ms: number }) => runOnTemporal(probes.napThenGreet, input);
export const approval = (input: { item: string }) => runOnTemporal(probes.approval, input);
export const retrying = (input: { key: string; failures: number }) => runOnTemporal(probes.retrying, input);
export const rejecting = (input: { reason: string }) => runOnTemporal(probes.rejecting, input);
export const hanging = (input: Record<string, never>) => runOnTemporal(probes.hanging, input);
export const cancellable = (input: { key: string }) => runOnTemporal(probes.cancellable, input);
export const longJob = (input: { minutes: number }) => runOnTemporal(probes.longJob, input);
export const instant = (input: { value: string }) => runOnTemporal(probes.instant, input);
