import { processWorkers } from '../processes';

/**
 * Every activity of every process, built from injected dependencies (database models, mailer,
 * SMS, storage, ERP) so tests pass fakes and production passes real clients. The Temporal worker
 * and the embedded runtime register the same object. The factories and their dependency keys come
 * from the one list of workers/processes.ts.
 */
type ProcessWorkers = (typeof processWorkers)[number];

export type ActivityDependencies = { [Worker in ProcessWorkers as Worker['key']]?: Parameters<Worker['activities']>[0] };

type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

export type Activities = Intersection<ReturnType<ProcessWorkers['activities']>>;

export function createActivities(dependencies: ActivityDependencies = {}): Activities {
  const activities = {};
  for (const worker of processWorkers) {
    Object.assign(activities, (worker.activities as (given: unknown) => object)(dependencies[worker.key]));
  }
  return activities as Activities;
}
