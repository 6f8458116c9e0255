import { describe, expect, it } from 'vitest';
import { processes } from '../workflows/registry';
import { createActivities } from './activities';
import { processWorkers } from './processes';

describe('the processes list', () => {
  it('gives every process of workflows/registry.ts exactly one worker, and no worker a process the registry lacks', () => {
    const served = processWorkers.flatMap((worker) => worker.processes.map((definition) => definition.name));
    expect([...served].sort()).toEqual(processes.map((definition) => definition.name).sort());
    expect(new Set(served).size).toBe(served.length);
  });

  it('builds every worker’s activities under distinct names, and createActivities holds them all', () => {
    const names = processWorkers.flatMap((worker) => Object.keys((worker.activities as (given?: unknown) => object)()));
    expect(new Set(names).size, 'two areas define an activity of the same name').toBe(names.length);
    expect(Object.keys(createActivities()).sort()).toEqual([...names].sort());
  });
});
