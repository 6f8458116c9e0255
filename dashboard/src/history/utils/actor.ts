/** Who made a change, as the server records it: kind staff | operator | workflow | system. */
export interface ActorLike {
  kind: string;
  name: string;
  runId?: string | null;
}

/** The words an actor is written with, in the user's language (name and run already in place). */
export interface ActorWords {
  workflow: (name: string) => string;
  run: (runId: string) => string;
  operator: (name: string) => string;
  system: string;
}

/**
 * Who made a change for people: a staff member's user name, the operator token "(operador)", a
 * workflow's process and run, the system (with its name when it is not just "system").
 */
export function actorText(actor: ActorLike, words: ActorWords): string {
  switch (actor.kind) {
    case 'workflow':
      return actor.runId ? `${words.workflow(actor.name)} · ${words.run(actor.runId)}` : words.workflow(actor.name);
    case 'operator':
      return words.operator(actor.name);
    case 'system':
      return actor.name && actor.name !== 'system' ? `${words.system} · ${actor.name}` : words.system;
    default:
      return actor.name;
  }
}
