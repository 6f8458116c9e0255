/**
 * Child process of the restart test (restart.test.ts): starts the embedded runtime on the given
 * database, starts a run that waits on a 1.5 s timer and one that waits on a signal, prints READY
 * once both are waiting, and then waits to be killed (well before the timer, even on a busy machine:
 * an activity running at the moment of the kill would legitimately run again after the restart).
 */
import mongoose from 'mongoose';
import { connectDatabase } from '../../db/connection';
import { startEmbeddedWorkflows } from './host';
import { createDatabaseProbeActivities } from './probeActivities';
import { probeProcesses } from './probeProcesses';

const uri = process.env.RESTART_TEST_URI;
const dbName = process.env.RESTART_TEST_DB;
if (!uri || !dbName) throw new Error('RESTART_TEST_URI and RESTART_TEST_DB are required');

await connectDatabase(uri, dbName);
const workflows = await startEmbeddedWorkflows({ activities: createDatabaseProbeActivities(), processes: probeProcesses });
await workflows.gateway.start('napThenGreet', { name: 'Kira', ms: 1500 }, { workflowId: 'killed-timer' });
await workflows.gateway.start('approval', { item: 'killed' }, { workflowId: 'killed-signal' });
await workflows.runtime.whenIdle();
const effects = await mongoose.connection.collection('probeEffects').countDocuments({});
process.stdout.write(`READY ${effects}\n`);
// Waits for the kill; ends by itself if the test never sends it.
setTimeout(() => process.exit(0), 60_000);
