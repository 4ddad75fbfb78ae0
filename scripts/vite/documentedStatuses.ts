/**
 * The error statuses each operation's document lists, read from `openapi/*.yaml` at build time
 * and given to the scenario panel as `virtual:documented-statuses` (an operationId → statuses
 * object): the panel offers an operation only the answers its contract documents. Read here rather
 * than in the browser, where every mock-mode page parsed the four documents (220 KB of YAML, with
 * a YAML parser of 270 KB in the panel's chunk) a second after it loaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { ERROR_STATUSES, type ErrorStatus } from '../../src/app/mockMode/errorStatuses.ts';
import { SERVICES } from '../../src/config/services.ts';

export const DOCUMENTED_STATUSES_MODULE = 'virtual:documented-statuses';
const RESOLVED = `\0${DOCUMENTED_STATUSES_MODULE}`;

interface Document {
  paths?: Record<string, Record<string, { operationId?: string; responses?: object }>>;
}

const isErrorStatus = (status: number): status is ErrorStatus =>
  (ERROR_STATUSES as readonly number[]).includes(status);

/** Each operationId's documented error statuses, from the documents' text. */
export function documentedStatuses(documents: readonly string[]): Map<string, ErrorStatus[]> {
  const statuses = new Map<string, ErrorStatus[]>();
  for (const text of documents) {
    const { paths = {} } = parse(text) as Document;
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) {
        if (!operation.operationId || !operation.responses) continue;
        const documented = Object.keys(operation.responses).map(Number).filter(isErrorStatus);
        statuses.set(operation.operationId, documented);
      }
    }
  }
  return statuses;
}

export function documentedStatusesModule({ openapiDir }: { openapiDir: string }): Plugin {
  return {
    name: 'documented-statuses',
    resolveId: (id) => (id === DOCUMENTED_STATUSES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // One document per service, named as the generator and the contract scripts name them.
      const files = SERVICES.map((service) => join(openapiDir, `${service}.yaml`));
      // `npm start`: a changed document reloads the panel with its statuses.
      files.forEach((file) => this.addWatchFile(file));
      const statuses = documentedStatuses(files.map((file) => readFileSync(file, 'utf8')));
      return `export default ${JSON.stringify(Object.fromEntries(statuses))};`;
    },
  };
}
