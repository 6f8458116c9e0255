import type { Formula, FormulaNode } from './formulaSyntax';

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? String(value) : String(value);
}

/** Text of one node, with the parentheses its structure needs. */
export function formatNode(node: FormulaNode): string {
  switch (node.kind) {
    case 'number':
      return formatNumber(node.value);
    case 'variable':
      return `variable(${quote(node.id)}, ${quote(node.tag)})`;
    case 'parameter':
      return `parameter(${quote(node.id)})`;
    case 'indicator':
      return `indicator(${quote(node.id)})`;
    case 'argument':
      return `argument(${quote(node.name)})`;
    case 'step':
      return `Resultado_Paso_${node.index}`;
    case 'function':
      return `function(${[quote(node.id), ...node.args.map(formatNode)].join(', ')})`;
    case 'builtin':
      return `${node.name}(${node.args.map(formatNode).join(', ')})`;
    case 'negate':
      return `-${formatNode(node.operand)}`;
    case 'group':
      return `(${formatNode(node.inner)})`;
    case 'binary':
      return `${formatNode(node.left)} ${node.operator} ${formatNode(node.right)}`;
  }
}

export function formatFormula(formula: Formula): string {
  return formula.steps.map(formatNode).join('\n');
}
