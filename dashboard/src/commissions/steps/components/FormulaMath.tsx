import katex from 'katex';
import 'katex/dist/katex.min.css';
import { memo, useMemo } from 'react';
import type { Steps } from '../../../../../domain/commissions/steps';
import type { ElementCatalogue } from '../utils/catalogue';
import { stepsToLatex } from '../utils/latex';

interface MathLineProps {
  source: string;
}

const MathLine = memo(function MathLine({ source }: MathLineProps) {
  const html = useMemo(() => katex.renderToString(source, { throwOnError: false, displayMode: false, output: 'htmlAndMathml' }), [source]);
  // KaTeX writes escaped markup from our own LaTeX source (names go through \text{} escaping).
  return <div className="steps-math__line" dangerouslySetInnerHTML={{ __html: html }} />;
});

export interface FormulaMathProps {
  steps: Steps;
  catalogue: ElementCatalogue;
  label: string;
}

/** The formula as readable math, one line per step (beyond the original). Each line re-renders only when its text changes. */
export function FormulaMath({ steps, catalogue, label }: FormulaMathProps) {
  const lines = useMemo(() => stepsToLatex(steps, catalogue), [steps, catalogue]);
  return (
    <section className="steps-math" aria-label={label}>
      {lines.map((source, index) => (
        <MathLine key={index} source={source} />
      ))}
    </section>
  );
}
