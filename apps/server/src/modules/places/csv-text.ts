// Two small text formats of the bundled CSV: the CSV itself (RFC 4180: quoted fields may hold
// commas, quotes and line breaks) and the Python dict literal its MISC column holds.

// One field and what ends it: a quoted field (where `""` is a quote) or a bare one, then a comma,
// a line break or the end. A sticky regex walks the text in big steps (the NYC file has 2 MB).
const csvField = /(?:"((?:[^"]|"")*)"|([^,\r\n"]*))(,|\r?\n|$)/y;

/** Rows of fields; quoted fields may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  csvField.lastIndex = 0;
  while (csvField.lastIndex < text.length) {
    const start = csvField.lastIndex;
    const match = csvField.exec(text);
    // A quote inside a bare field, or after a closing quote: a broken row, not one to guess at.
    if (!match || match[0] === '') throw new Error(`CSV: a stray quote at character ${start}`);
    row.push(match[1] === undefined ? match[2]! : match[1].replaceAll('""', '"'));
    if (match[3] !== ',') {
      rows.push(row);
      row = [];
    } else if (csvField.lastIndex === text.length) row.push('');
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

const pythonValue = /\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(None|True|False)|(-?\d+(?:\.\d+)?))\s*/y;
const pythonKey = /\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*:/y;

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/**
 * `{'cuisine': 'italian', 'wheelchair': None}` → `{cuisine: 'italian'}`: None is left out, True
 * and False become yes and no (as OSM writes them). Anything it cannot read gives {}: the MISC
 * column adds tags, it never decides whether a venue exists.
 */
export function parsePythonDict(text: string): Record<string, string> {
  const body = text.trim();
  if (!body.startsWith('{') || !body.endsWith('}')) return {};
  const result: Record<string, string> = {};
  let position = 1;
  const end = body.length - 1;
  while (position < end) {
    pythonKey.lastIndex = position;
    const key = pythonKey.exec(body);
    if (!key) return body.slice(position, end).trim() === '' ? result : {};
    pythonValue.lastIndex = pythonKey.lastIndex;
    const value = pythonValue.exec(body);
    if (!value) return {};
    const [, single, double, constant, number] = value;
    const name = unescape(key[1] ?? key[2]!);
    if (single !== undefined || double !== undefined) result[name] = unescape(single ?? double!);
    else if (constant === 'True') result[name] = 'yes';
    else if (constant === 'False') result[name] = 'no';
    else if (number !== undefined) result[name] = number;
    position = pythonValue.lastIndex;
    if (body[position] === ',') position += 1;
    else if (position < end) return {};
  }
  return result;
}
