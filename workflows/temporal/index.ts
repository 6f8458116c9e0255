/**
 * The Temporal workflows entry: what `bundleWorkflowCode({ workflowsPath })` bundles and the
 * worker registers. One dynamic workflow (Temporal runs a module's default export for every
 * workflow type it does not export by name) runs the process of that type from the one list,
 * workflows/registry.ts, so a new process needs no adapter here. Workflow code must not import
 * fs, crypto or the activities module (types only).
 */
import { workflowInfo } from '@temporalio/workflow';
import { processDefinitions } from '../registry';
import { runOnTemporal } from './context';

export default async function runProcess(input: unknown): Promise<unknown> {
  const { workflowType } = workflowInfo();
  const definition = processDefinitions[workflowType];
  // As for a type with no exported function: the workflow task fails until a worker knows the process.
  if (!definition) throw new TypeError(`Failed to initialize workflow of type '${workflowType}': no such process in workflows/registry.ts`);
  return runOnTemporal(definition, input as never);
}
