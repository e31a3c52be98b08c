import { describe, expect, it } from 'vitest';
import { parseCsv, parsePythonDict } from './csv-text';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\n"x, y","say ""hi""","two\nlines"\r\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('keeps a last row without a line break and an empty last field', () => {
    expect(parseCsv('a,b\n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('refuses a quote in the middle of a bare field rather than misreading the rows after it', () => {
    expect(() => parseCsv('a,b"c\n')).toThrow(/stray quote/);
  });
});

describe('parsePythonDict', () => {
  it('reads strings in either quote, leaves None out and writes booleans as OSM does', () => {
    expect(
      parsePythonDict(
        `{'cuisine': 'italian', 'wheelchair': None, 'website': "https://joe's.example/", 'takeaway': True, 'delivery': False}`,
      ),
    ).toEqual({
      cuisine: 'italian',
      website: "https://joe's.example/",
      takeaway: 'yes',
      delivery: 'no',
    });
  });

  it('unescapes backslashes and reads numbers', () => {
    expect(parsePythonDict(String.raw`{'name': 'Joe\'s', 'screen': 3}`)).toEqual({ name: "Joe's", screen: '3' });
  });

  it('gives nothing for text it cannot read', () => {
    expect(parsePythonDict('')).toEqual({});
    expect(parsePythonDict("{'cuisine': italian}")).toEqual({});
    expect(parsePythonDict("['a']")).toEqual({});
    expect(parsePythonDict('{}')).toEqual({});
  });
});
