/**
 * The checker's reports: a readable text table (the default), JSON for scripts, and JUnit XML for
 * CI dashboards. All three carry every call, every skipped operation, every drift and every note.
 */
import type { CallRecord, CheckResult, Drift, Note } from './types.ts';

export const REPORT_FORMATS = ['text', 'json', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.min(100, Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length))),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function driftTable(drifts: readonly Drift[]): string {
  return table(
    ['OPERATION', 'CHECK', 'CONTRACT', 'EXPECTED', 'GOT', 'POINTER'],
    drifts.map((d) => [
      `${d.operation} (${d.request})`,
      d.kind,
      d.contract,
      d.expected,
      d.got,
      d.pointer || '/',
    ]),
  );
}

/** `  [auth: without token]` after a probe's request; nothing after the operation's own call. */
function probeLabel(call: CallRecord): string {
  return call.probe ? `  [${call.probe.family}: ${call.probe.label}]` : '';
}

function noteTable(notes: readonly Note[]): string {
  return table(
    ['OPERATION', 'NOTE', 'EXPECTED', 'GOT', 'POINTER'],
    notes.map((n) => [`${n.operation} (${n.request})`, n.kind, n.expected, n.got, n.pointer]),
  );
}

export function textReport(result: CheckResult): string {
  const lines: string[] = [];
  const skippedFamilies =
    result.skippedFamilies.length > 0 ? ` (--skip ${result.skippedFamilies.join(',')})` : '';
  lines.push(
    `Contract check of ${result.service} at ${result.baseUrl}${result.write ? ' (with --write)' : ''}${result.strict ? ' (--strict)' : ''}${skippedFamilies}`,
  );
  lines.push('');
  for (const call of result.calls) {
    const mark = call.drifts.length === 0 ? 'ok   ' : 'DRIFT';
    const note = call.note ? `  (${call.note})` : '';
    lines.push(
      `  ${mark} ${String(call.status ?? '---')} ${call.operation}: ${call.request}${probeLabel(call)}${note}`,
    );
  }
  for (const skip of result.skipped) {
    const family = skip.family ? `${skip.family} check of ` : '';
    lines.push(
      `  skip      ${family}${skip.operation}: ${skip.method.toUpperCase()} ${skip.path} (${skip.reason})`,
    );
  }
  lines.push('');
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const notes = result.notes.length > 0 ? `, ${count(result.notes.length, 'note')}` : '';
  const summary = `${count(result.calls.length, 'call')}, ${result.skipped.length} skipped, ${count(result.drifts.length, 'drift')}${notes}`;
  if (result.notes.length > 0) {
    lines.push(
      'Notes: what the proposal asks and the answer leaves out, or what the answer adds. Not drifts',
      '(exit 0); --strict counts them as drifts.',
    );
    lines.push(noteTable(result.notes));
    lines.push('');
  }
  if (result.drifts.length === 0) {
    lines.push(`No drift: ${summary}.`);
  } else {
    lines.push(driftTable(result.drifts));
    lines.push('');
    lines.push(`DRIFT: ${summary}.`);
  }
  return lines.join('\n');
}

function jsonReport(result: CheckResult): string {
  return JSON.stringify(result, null, 2);
}

const escapeXml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** One test suite per service, one test case per call (failed when it drifted) or skip. */
export function junitReport(result: CheckResult): string {
  const suite = `contract.${result.service}`;
  const total = result.calls.length + result.skipped.length;
  const failures = result.calls.filter((call) => call.drifts.length > 0).length;
  const seconds = (ms: number): string => (ms / 1000).toFixed(3);
  const cases = [
    ...result.calls.map((call) => {
      const name = escapeXml(`${call.operation}: ${call.request}${probeLabel(call)}`);
      const open = `    <testcase classname="${suite}" name="${name}" time="${seconds(call.durationMs)}"`;
      const notes =
        call.notes.length > 0
          ? `\n      <system-out>${escapeXml(noteTable(call.notes))}</system-out>`
          : '';
      if (call.drifts.length === 0)
        return notes ? `${open}>${notes}\n    </testcase>` : `${open}/>`;
      const message = escapeXml(
        `${call.drifts.length} drift(s): ${call.drifts.map((d) => d.kind).join(', ')}`,
      );
      return `${open}>\n      <failure message="${message}" type="contract-drift">${escapeXml(driftTable(call.drifts))}</failure>${notes}\n    </testcase>`;
    }),
    ...result.skipped.map(
      (skip) =>
        `    <testcase classname="${suite}" name="${escapeXml(`${skip.operation}: ${skip.method.toUpperCase()} ${skip.path}${skip.family ? `  [${skip.family}]` : ''}`)}">\n      <skipped message="${escapeXml(skip.reason)}"/>\n    </testcase>`,
    ),
  ];
  const time = seconds(result.calls.reduce((sum, call) => sum + call.durationMs, 0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-check" tests="${total}" failures="${failures}" time="${time}">`,
    `  <testsuite name="${suite}" tests="${total}" failures="${failures}" skipped="${result.skipped.length}" time="${time}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
}

export function formatReport(result: CheckResult, format: ReportFormat): string {
  if (format === 'json') return jsonReport(result);
  if (format === 'junit') return junitReport(result);
  return textReport(result);
}
