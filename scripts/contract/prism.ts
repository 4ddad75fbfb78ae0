/**
 * Prism (`@stoplight/prism-cli`) as a validating proxy: a third party's check that what passes
 * through it, requests and answers, matches a document. `startPrism` runs `prism proxy` for one
 * document in front of an upstream (the mock server); `violationRecorder` is a fault-proxy fault
 * that changes nothing and collects the `sl-violations` header Prism adds to every answer whose
 * request or response breaks the document.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Fault, ProxiedRequest } from './checker/faultProxy.ts';
import { documentPath, type Service } from './documents.ts';

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

export interface PrismProxy {
  url: string;
  close(): Promise<void>;
}

/** `prism proxy openapi/<service>.yaml <upstream>` on a free port; resolves once it listens. */
export function startPrism(
  service: Service,
  upstream: string,
  timeoutMs = 30_000,
): Promise<PrismProxy> {
  const child = spawn(
    process.execPath,
    [prismCli, 'proxy', documentPath(service), upstream, '--host', '127.0.0.1', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`Prism did not start for ${service} within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', read);
        child.stdout.resume();
        resolve({ url: listening[1], close });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${String(code)}) for ${service}:\n${output}`));
    });
  });
}

/** One problem Prism found, with the request it came with. */
export interface PrismViolation {
  request: ProxiedRequest;
  status: number;
  location: string;
  severity: string;
  code: string;
  message: string;
}

export interface ViolationRecorder {
  fault: Fault;
  /** How many answers passed through. */
  requests: number;
  violations: PrismViolation[];
}

/** A fault that records Prism's `sl-violations` of every answer and leaves the answer alone. */
export function violationRecorder(name: string): ViolationRecorder {
  let current: ProxiedRequest | undefined;
  const recorder: ViolationRecorder = {
    requests: 0,
    violations: [],
    fault: {
      name,
      matches: (request) => {
        current = request;
        return true;
      },
      tamper: (response) => {
        recorder.requests += 1;
        const header = response.headers.get('sl-violations');
        const found = header
          ? (JSON.parse(header) as {
              location: string[];
              severity: string;
              code: string | number;
              message: string;
            }[])
          : [];
        for (const violation of found) {
          recorder.violations.push({
            request: current ?? { method: '?', path: '?', authenticated: false },
            status: response.status,
            location: violation.location.join('.'),
            severity: violation.severity,
            code: String(violation.code),
            message: violation.message,
          });
        }
        return response;
      },
    },
  };
  return recorder;
}
