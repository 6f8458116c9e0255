import { describe, expect, it } from 'vitest';
import { backendText, renderBackendText } from './backendTexts';

describe('backend texts', () => {
  it.each([
    ['es', 1, '2 en ejecución, 1 worker'],
    ['es', 3, '2 en ejecución, 3 workers'],
    ['en', 0, '2 running, 0 workers'],
    ['en', 1, '2 running, 1 worker'],
  ] as const)('counts workers in %s (%d)', (language, workers, expected) => {
    expect(renderBackendText(backendText('detail.running', { count: 2, workers }), language)).toBe(expected);
  });
});
