import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { listen } from '../server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../testing/deps';
import type { Principal } from '../context';
import { createFileUrlSigner, createLocalStorage, type FileStorage } from '../../integrations/storage';
import { productsModule } from './graphql';
import { createProductsRouter, PRODUCTS_API_BASE } from './routes';
import { createExportRouter, EXPORT_API_BASE } from '../exports/routes';

export interface ProductsTestApp {
  url: string;
  storage: FileStorage;
  operatorToken: string;
  /** A staff session token with just these permissions. */
  staffToken(permissions: string[]): Promise<string>;
  close(): Promise<void>;
}

/** The API with the products module, its upload routes and the list exports on the connected test database, files in a temporary folder. */
export async function startProductsTestApp(): Promise<ProductsTestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'products-api-'));
  const storage = createLocalStorage({
    rootDir: path.join(dir, 'files'),
    urls: createFileUrlSigner({ secret: 'test-secret-of-some-length', baseUrl: 'http://127.0.0.1:3000/files/' }),
  });
  const deps = testDeps({ services: { storage } });
  const server = await listen(
    createApp(deps, {
      modules: [productsModule],
      routers: { [PRODUCTS_API_BASE]: createProductsRouter(storage), [EXPORT_API_BASE]: createExportRouter() },
      dashboardDir: '/nonexistent',
    }),
    '127.0.0.1',
    0,
  );
  return {
    url: server.url,
    storage,
    operatorToken: TEST_OPERATOR_TOKEN,
    staffToken: (permissions) =>
      deps.sessions.sign({
        kind: 'staff',
        id: 'CFG001',
        userName: 'configuracion',
        fullName: 'Analista de Configuración',
        positionId: 'settingsAnalyst',
        permissions: new Set(permissions),
      } as Principal),
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
