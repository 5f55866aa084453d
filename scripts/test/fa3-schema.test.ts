import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FA3_SCHEMA_DIR, validateFa3, validateFa3Documents } from './fa3-schema.ts';

/** The copy's origin on a machine of the project (not on CI): the files must be the same bytes. */
const SHARED_COPY = path.resolve(FA3_SCHEMA_DIR, '..', '..', '..', '..', '..', '..', 'shared', 'ksef');

function sha256(file: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(FA3_SCHEMA_DIR, file)))
    .digest('hex');
}

describe('the FA(3) schema copy', () => {
  it('is the Ministry of Finance’s files unchanged: each SHA-256 is the one SOURCES.txt lists', () => {
    const listed = [...readFileSync(path.join(FA3_SCHEMA_DIR, 'SOURCES.txt'), 'utf8').matchAll(/^\s*([0-9a-f]{64})\s+(\S+)\s*$/gm)].map(
      ([, hash, file]) => [file ?? '', hash ?? ''] as const,
    );
    expect(listed.map(([file]) => file).sort()).toEqual(
      readdirSync(FA3_SCHEMA_DIR)
        .filter((file) => file.endsWith('.xsd'))
        .sort(),
    );
    for (const [file, hash] of listed) expect(sha256(file), file).toBe(hash);
  });

  it.skipIf(!existsSync(SHARED_COPY))('holds the same bytes as the folder it was copied from', () => {
    expect(readdirSync(FA3_SCHEMA_DIR).sort()).toEqual(readdirSync(SHARED_COPY).sort());
    for (const file of readdirSync(SHARED_COPY)) {
      expect(readFileSync(path.join(FA3_SCHEMA_DIR, file)).equals(readFileSync(path.join(SHARED_COPY, file))), file).toBe(true);
    }
  });
});

describe('validateFa3', () => {
  const FAKTURA = '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"/>';

  it('loads the schema and its imports offline and names what a document lacks', async () => {
    const verdict = await validateFa3(FAKTURA);
    expect(verdict.valid).toBe(false);
    expect(verdict.errors.join('\n')).toMatch(
      /Element '\{http:\/\/crd\.gov\.pl\/wzor\/2025\/06\/25\/13775\/\}Faktura': Missing child element\(s\)\. Expected is .*Naglowek/,
    );
  });

  it('says which document is not XML at all, and still judges the others', async () => {
    const verdicts = await validateFa3Documents([FAKTURA, '<Faktura><P_2>FV & co</Faktura>']);
    expect(verdicts.map((verdict) => verdict.valid)).toEqual([false, false]);
    expect(verdicts[0]?.errors.join('\n')).toMatch(/Naglowek/);
    expect(verdicts[1]?.errors.join('\n')).toMatch(/xmlParseEntityRef|EntityRef|parser error/i);
  });
});
