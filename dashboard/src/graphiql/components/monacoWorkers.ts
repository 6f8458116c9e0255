// Monaco's language services run in web workers; Vite must see each worker as a `?worker`
// import to bundle it (graphiql 5 README). Loaded only with the GraphiQL chunk.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphqlWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

/** The part of Monaco's global environment that chooses a worker per language. */
interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphqlWorker();
    return new EditorWorker();
  },
};
