import type { Formula, FormulaNode } from './formulaSyntax';

/** Every stored record a formula names, for existence checks and loading. */
export interface FormulaReferences {
  variables: { id: string; tag: string }[];
  parameters: string[];
  indicators: string[];
  functions: string[];
  arguments: string[];
}

export function collectReferences(formula: Formula): FormulaReferences {
  const variables = new Map<string, { id: string; tag: string }>();
  const parameters = new Set<string>();
  const indicators = new Set<string>();
  const functions = new Set<string>();
  const args = new Set<string>();
  const visit = (node: FormulaNode): void => {
    switch (node.kind) {
      case 'variable':
        variables.set(`${node.id}\u0000${node.tag}`, { id: node.id, tag: node.tag });
        return;
      case 'parameter':
        parameters.add(node.id);
        return;
      case 'indicator':
        indicators.add(node.id);
        return;
      case 'argument':
        args.add(node.name);
        return;
      case 'function':
        functions.add(node.id);
        node.args.forEach(visit);
        return;
      case 'builtin':
        node.args.forEach(visit);
        return;
      case 'negate':
        visit(node.operand);
        return;
      case 'group':
        visit(node.inner);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      default:
        return;
    }
  };
  formula.steps.forEach(visit);
  return { variables: [...variables.values()], parameters: [...parameters], indicators: [...indicators], functions: [...functions], arguments: [...args] };
}
