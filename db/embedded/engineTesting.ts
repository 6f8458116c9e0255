import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dispatchCommand, type CommandContext } from './commands';
import { CursorRegistry } from './cursors';
import { Engine } from './engine';
import { type Document } from './query';

/** The engine tests' fixtures: engines on fresh directories, commands run below the wire. Register `afterEach(closeEngines)`. */

const directories: string[] = [];
export function freshDirectory(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'engine-'));
  directories.push(directory);
  return directory;
}

const engines: Engine[] = [];
export function openContext(directory = freshDirectory()): CommandContext {
  const engine = new Engine(directory, 'os');
  engines.push(engine);
  return { engine, cursors: new CursorRegistry(60_000), db: 'unit', connectionId: 1 };
}

/** Closes one engine before the test ends (a restart on the same directory). */
export async function closeEngine(engine: Engine): Promise<void> {
  engines.splice(engines.indexOf(engine), 1);
  await engine.close();
}

export async function closeEngines(): Promise<void> {
  for (const engine of engines.splice(0)) await engine.close();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
}

export function run(context: CommandContext, command: Document): Document {
  return dispatchCommand(command, context);
}

export function firstBatch(reply: Document): Document[] {
  return (reply.cursor as { firstBatch: Document[] }).firstBatch;
}
