import { describe, expect, it } from 'vitest';
import { actorText, type ActorLike, type ActorWords } from './actor';

const es: ActorWords = {
  workflow: (name) => `Proceso ${name}`,
  run: (runId) => `ejecución ${runId}`,
  operator: (name) => `${name} (operador)`,
  system: 'Sistema',
};

describe('actorText', () => {
  it.each<[ActorLike, string]>([
    [{ kind: 'staff', name: 'admin' }, 'admin'],
    [{ kind: 'operator', name: 'operator' }, 'operator (operador)'],
    [{ kind: 'workflow', name: 'customerMassUpdate', runId: 'run-7' }, 'Proceso customerMassUpdate · ejecución run-7'],
    [{ kind: 'workflow', name: 'headcount', runId: null }, 'Proceso headcount'],
    [{ kind: 'system', name: 'system' }, 'Sistema'],
    [{ kind: 'system', name: '' }, 'Sistema'],
    [{ kind: 'system', name: 'registration' }, 'Sistema · registration'],
    [{ kind: 'unknown', name: 'x' }, 'x'],
  ])('%j', (actor, expected) => {
    expect(actorText(actor, es)).toBe(expected);
  });
});
