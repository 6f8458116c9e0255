/**
 * A workflow interceptor for replay checks. Replay compares commands with history, but not
 * activity inputs, timer lengths or the result: this interceptor reports them through a sink
 * that runs during replay, so a test can compare them with the embedded run. Bundle it with
 * `workflowInterceptorModules`; production workers do not load it.
 */
import { proxySinks, type Sinks, type WorkflowInterceptorsFactory } from '@temporalio/workflow';

export interface ReplayRecorderSinks extends Sinks {
  replayRecorder: {
    activity(activityType: string, args: unknown[]): void;
    timer(durationMs: number): void;
    completed(result: unknown): void;
    failed(type: string | undefined, message: string): void;
  };
}

const { replayRecorder } = proxySinks<ReplayRecorderSinks>();

export const interceptors: WorkflowInterceptorsFactory = () => ({
  outbound: [
    {
      scheduleActivity(input, next) {
        replayRecorder.activity(input.activityType, input.args);
        return next(input);
      },
      startTimer(input, next) {
        replayRecorder.timer(input.durationMs);
        return next(input);
      },
    },
  ],
  inbound: [
    {
      async execute(input, next) {
        try {
          const result = await next(input);
          replayRecorder.completed(result);
          return result;
        } catch (error) {
          const failure = error as { type?: string; message?: string };
          replayRecorder.failed(failure.type, String(failure.message));
          throw error;
        }
      },
    },
  ],
});
