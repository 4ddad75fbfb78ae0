/**
 * A minimal but valid PDF 1.4 document (one A4 page of Helvetica text), so an invoice or receipt
 * download opens in a real viewer. The cross-reference table needs exact byte offsets, which is
 * why the text is restricted to printable ASCII.
 */
export function pdfDocument(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = [title, '', ...lines]
    .map((line, index) => {
      const size = index === 0 ? 18 : 11;
      const y = 790 - index * 18;
      return `BT /F1 ${size} Tf 56 ${y} Td (${pdfString(line)}) Tj ET`;
    })
    .join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Title (${pdfString(title)}) /Producer (account-portal mocks) >>`,
  ];

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Printable ASCII with the PDF string delimiters escaped; anything else becomes '?'. */
function pdfString(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);
}
