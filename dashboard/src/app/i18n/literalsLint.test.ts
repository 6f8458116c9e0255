import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repositoryDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// A path inside dashboard/src, so the repository's configuration applies its i18n rules.
const filePath = path.join(repositoryDir, 'dashboard/src/app/LintSample.tsx');
const eslint = new ESLint({ cwd: repositoryDir });

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule === 'i18next/no-literal-string' || rule === 'no-restricted-syntax');
}

const wrap = (jsx: string) =>
  `import { useTranslation } from 'react-i18next';\nimport { showToast } from '../ui/toaster';\nexport function Sample({ ok }: { ok: boolean }) {\n  const { t } = useTranslation();\n  return ${jsx};\n}\n`;

describe('the lint rule: every text a user reads in JSX goes through i18n', () => {
  it.each([
    ['JSX text', '<p>Enviar Comando</p>', 'i18next/no-literal-string'],
    ['a button text', '<button title="Cancelar">{t("x")}</button>', 'no-restricted-syntax'],
    ['an aria-label', '<table aria-label="Historial de comandos" />', 'no-restricted-syntax'],
    ['a placeholder', '<input placeholder="mensual" />', 'no-restricted-syntax'],
    ['a string child', '<p>{"Listo"}</p>', 'no-restricted-syntax'],
    ['a conditional child', '<p>{ok ? "Sí" : t("no")}</p>', 'no-restricted-syntax'],
    ['a template attribute', '<div title={`IVA ${1}%`} />', 'no-restricted-syntax'],
    ['a toast message', '<button onClick={() => showToast({ message: "Guardado!" })} />', 'no-restricted-syntax'],
    ['a toast template message', '<button onClick={() => showToast({ message: `Error al guardar ${ok}` })} />', 'no-restricted-syntax'],
  ])('fails on %s', async (_name, jsx, rule) => {
    expect(await problems(wrap(jsx))).toContain(rule);
  });

  it.each([
    ['translated text and attributes', '<p title={t("a")} aria-label={t("b")}>{t("c")}</p>'],
    [
      'class names, icons, intents, test ids, routes and types',
      '<a className="x y" href="/prometheus" data-testid="cell-total" type="button" role="cell" id="rc-store">{t("a")}</a>',
    ],
    ['symbols and numbers', '<p>{t("a")} · ↳ ▼ 100 %</p>'],
    ['upper-case codes', '<option value="01">BAMA (01)</option>'],
  ])('passes %s', async (_name, jsx) => {
    expect(await problems(wrap(jsx))).toEqual([]);
  });
});
