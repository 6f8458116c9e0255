import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

const restrictedEverywhere = [
  { selector: "CallExpression[callee.name='eval']", message: 'eval is forbidden' },
  { selector: "NewExpression[callee.name='Function']", message: 'new Function is forbidden' },
];

/** Attributes whose value a user reads (or hears, for aria-label): a literal there is a text to translate. */
const userTextAttributes =
  'text|title|label|placeholder|aria-label|alt|description|helperText|content|message|subLabel|labelInfo|noResults|emptyText|confirmButtonText|cancelButtonText|heading|caption|tooltip|legend';
const letters = '/[A-Za-z\u00C0-\u017F]{2}/';
/** Upper-case codes (CO101, TCO (02), IVA) are data, not texts. */
const code = '/^[A-Z0-9_() .-]+$/';
const userTextAttributeSelectors = [
  `JSXAttribute[name.name=/^(${userTextAttributes})$/] > Literal[value=${letters}]:not([value=${code}])`,
  `JSXAttribute[name.name=/^(${userTextAttributes})$/] > JSXExpressionContainer > Literal[value=${letters}]:not([value=${code}])`,
  `JSXAttribute[name.name=/^(${userTextAttributes})$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
  `JSXAttribute[name.name=/^(${userTextAttributes})$/] > JSXExpressionContainer > ConditionalExpression > Literal[value=${letters}]:not([value=${code}])`,
  `JSXElement > JSXExpressionContainer > Literal[value=${letters}]:not([value=${code}])`,
  `JSXElement > JSXExpressionContainer > ConditionalExpression > Literal[value=${letters}]:not([value=${code}])`,
  `JSXElement > JSXExpressionContainer > LogicalExpression > Literal[value=${letters}]:not([value=${code}])`,
  `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
  // A toast's message is read too.
  `CallExpression[callee.name=/^show(Error)?Toast$/] Property[key.name='message'] > Literal[value=${letters}]:not([value=${code}])`,
  `CallExpression[callee.name=/^show(Error)?Toast$/] Property[key.name='message'] > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'dashboard/dist/**', 'coverage/**', '.tmp/**', '**/graphql/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...restrictedEverywhere],
    },
  },
  {
    // Server code imports each date-fns function from its own module (import addDays from 'date-fns/addDays'): the
    // package's index loads all of its functions, about 11 MB in every server process. The dashboard's bundler keeps
    // only what it uses.
    ignores: ['dashboard/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'date-fns', message: "Import the function from its own module (import addDays from 'date-fns/addDays'): the index loads every function." },
          ],
        },
      ],
    },
  },
  {
    files: ['dashboard/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Everything a user reads goes through i18n: JSX text, a string of letters written straight
    // into a JSX child expression, a literal in an attribute a user reads (text, title, label,
    // placeholder, aria-label...) and a toast's literal message fail lint. Attributes that are code (class names, icons,
    // intents, test ids, routes, record types...) and strings of digits, symbols or upper-case
    // codes are not texts and pass.
    files: ['dashboard/src/**/*.tsx'],
    ignores: ['dashboard/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', words: { exclude: ['[^A-Za-z\\u00C0-\\u017F]+', '[A-Z0-9_() .-]+', /^\p{Emoji}+$/u] } }],
      'no-restricted-syntax': [
        'error',
        ...restrictedEverywhere,
        ...userTextAttributeSelectors.map((selector) => ({ selector, message: 'A text the user reads goes through i18n (t(...)), not a literal' })),
      ],
    },
  },
);
