/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes, commas and line breaks inside quotes; CRLF or LF).
 * Semicolon files are read too when the first line has more semicolons than commas. Blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  const separator = count(';') > count(',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (row.some((cell) => cell.trim() !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** A header and rows when every row has the header's width; undefined when the text is not a regular table. */
export function csvTable(text: string): { header: string[]; rows: string[][] } | undefined {
  const [header, ...rows] = parseCsv(text);
  if (!header || header.length < 2 || rows.some((row) => row.length !== header.length)) return undefined;
  return { header, rows };
}
