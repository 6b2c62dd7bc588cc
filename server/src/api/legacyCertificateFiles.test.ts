import { certificateBytes } from '@gold/contracts/testing';
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readBlob } from '../platform/database/blobs';
import { removeUploadLeftovers } from './uploadLeftovers';
import { describeEachEngine, type TestDatabase } from '../testing/testDatabase';
import { moveLegacyCertificates } from './legacyCertificateFiles';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const kept = 'a1b2c3d4-0000-4000-8000-000000000001.pdf';
const damaged = 'a1b2c3d4-0000-4000-8000-000000000002.png';
const orphan = 'a1b2c3d4-0000-4000-8000-000000000003.pdf';
const temporary = '.a1b2c3d4-0000-4000-8000-000000000004.jpg.partial';

describeEachEngine(
  'certificate files of older servers move into the database at start-up',
  ({ open }) => {
    let test: TestDatabase;
    let uploadDir: string;
    const pdf = certificateBytes('pdf', 50 * 1024);
    const png = certificateBytes('png', 40_000);

    /** A row as older servers wrote it: its certificate's bytes in a file, none in the database. */
    async function legacyRow(storedName: string, bytes: Uint8Array, mimeType: string) {
      await test.db.transaction(async (tx) => {
        // The rows came before the foreign key; replica mode lets the test write one the same way.
        await tx.query(`SET LOCAL session_replication_role = replica`);
        await tx.query(
          `INSERT INTO franchise_enquiries (name, mobile_number, mail_id, previous_experiences,
           total_fund_available_for_invest, total_fund_available_now, certificate_file_name,
           certificate_stored_name, certificate_mime_type, certificate_size, certificate_sha256)
         VALUES ('Old Enquiry', '9000012345', 'old@example.com', 1, 1, 1, 'c', $1, $2, $3, $4)`,
          [storedName, mimeType, bytes.length, sha256(bytes)],
        );
      });
    }

    beforeAll(async () => {
      test = await open();
      uploadDir = join(test.dataDir, 'legacy-uploads');
      await mkdir(uploadDir, { recursive: true });
      await legacyRow(kept, pdf, 'application/pdf');
      await legacyRow(damaged, png, 'image/png');
      await writeFile(join(uploadDir, kept), pdf);
      // Cut short on disk: the row's size and checksum no longer match.
      await writeFile(join(uploadDir, damaged), png.subarray(0, 30_000));
      await writeFile(join(uploadDir, orphan), pdf);
      await writeFile(join(uploadDir, temporary), 'partial');
    }, 60_000);
    afterAll(() => test?.dispose());

    it('moves each file that matches its row, and leaves one that does not for a person', async () => {
      const warnings: unknown[] = [];
      const result = await moveLegacyCertificates(test.db, uploadDir, {
        info: () => {},
        warn: (details: unknown) => warnings.push(details),
      });
      expect(result).toEqual({ moved: [kept], mismatched: [damaged] });
      expect(warnings).toEqual([result]);
      expect((await readBlob(test.db, 'certificate_blobs', sha256(pdf)))?.equals(pdf)).toBe(true);
      expect(await readBlob(test.db, 'certificate_blobs', sha256(png))).toBeUndefined();
      expect((await readdir(uploadDir)).sort()).toEqual([temporary, damaged, orphan].sort());
    });

    it('does nothing more when run again', async () => {
      expect(await moveLegacyCertificates(test.db, uploadDir)).toEqual({
        moved: [],
        mismatched: [damaged],
      });
    });

    it('finishes a move cut short after its commit: the file is removed, the bytes stored once', async () => {
      // As if the process died between the commit and removing the file.
      await writeFile(join(uploadDir, kept), pdf);
      expect(await moveLegacyCertificates(test.db, uploadDir)).toEqual({
        moved: [kept],
        mismatched: [damaged],
      });
      const [{ n } = { n: 0 }] = await test.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM certificate_blobs WHERE sha256 = $1',
        [sha256(pdf)],
      );
      expect(n).toBe(1);
      expect(await readdir(uploadDir)).not.toContain(kept);
    });

    it('leaves the rest to the leftover clean-up: temporary files and files without a row go', async () => {
      const removed = await removeUploadLeftovers(test.db, uploadDir, {
        now: Date.now() + 2 * 60 * 60 * 1000,
      });
      expect(removed).toEqual({ temporary: [temporary], orphaned: [orphan] });
      expect(await readdir(uploadDir)).toEqual([damaged]);
    });

    it('finds nothing to do without an uploads folder', async () => {
      await rm(uploadDir, { recursive: true });
      expect(await moveLegacyCertificates(test.db, uploadDir)).toEqual({
        moved: [],
        mismatched: [],
      });
    });
  },
);
