import { WorkflowGatewayError } from './errors';
import type { WorkflowInstance } from './instance';
import { describeCommand, sameCommand } from './runDriver';
import { isCommand, isInfo, type CommandEvent, type HistoryEvent, type RunRecord } from './types';

function nonDeterminism(run: RunRecord, message: string): WorkflowGatewayError {
  return new WorkflowGatewayError('NonDeterminism', `Workflow "${run.workflowId}" no longer matches its history: ${message}`, {
    workflowId: run.workflowId,
  });
}

/**
 * Replays a run's history on its instance, checking every command the workflow issues against
 * the recorded one; answers the commands issued after the end of the history (not yet recorded).
 */
export async function replayAgainstHistory(run: RunRecord, instance: WorkflowInstance, history: HistoryEvent[]): Promise<CommandEvent[]> {
  const unrecorded: CommandEvent[] = [];
  let index = 0;
  while (index < history.length) {
    const event = history[index];
    index += 1;
    if (isInfo(event)) continue;
    if (isCommand(event)) {
      throw nonDeterminism(run, `history has ${describeCommand(event)} that the workflow code did not issue`);
    }
    await instance.activate(event, event.time);
    for (const issued of instance.takeCommands()) {
      while (index < history.length && isInfo(history[index])) index += 1;
      const recorded = history[index];
      if (!recorded) {
        unrecorded.push(issued);
        continue;
      }
      if (!isCommand(recorded) || !sameCommand(recorded, issued)) {
        throw nonDeterminism(run, `expected ${isCommand(recorded) ? describeCommand(recorded) : recorded.type}, workflow issued ${describeCommand(issued)}`);
      }
      index += 1;
    }
  }
  return unrecorded;
}

/** Delivers a history's inputs to an instance, dropping its commands (a finished run rebuilt for a query). */
export async function replayInputs(instance: WorkflowInstance, history: HistoryEvent[]): Promise<void> {
  for (const event of history) {
    if (isCommand(event) || isInfo(event)) continue;
    await instance.activate(event, event.time);
    instance.takeCommands();
  }
}
