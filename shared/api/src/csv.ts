/**
 * CSV text split into records of cells (RFC 4180), shared by the portal's mass transfer files and the sandbox's
 * uploads (mass transfers, global pay; spec 02 §7). No dependency: the sandbox and the pages import it alike.
 */

/** The separator of a file: the one of `;`, `,` and tab that appears most in its first line, outside quotes. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [separator, count] of counts)
    if (count > most) {
      best = separator;
      most = count;
    }
  return best;
}

/**
 * Splits CSV text into lines of cells (RFC 4180: quoted cells may hold the separator, quotes doubled and line
 * breaks; CRLF or LF; a byte order mark is dropped). Each record keeps the line it starts on. Blank lines are skipped.
 */
export function splitCsv(
  text: string,
  separator = detectSeparator(text),
): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
