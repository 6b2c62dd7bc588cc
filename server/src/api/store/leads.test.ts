import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCalculationLeads, listCalculationLeads, type NewCalculationLead } from './leads';
import { currentGoldRate } from './rates';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';

describeEachEngine(
  'calculator leads',
  ({ engine, open }) => {
    let test: TestDatabase;
    let goldRateId: number;
    beforeAll(async () => {
      test = await open();
      goldRateId = (await currentGoldRate(test.db))!.id;
    });
    afterAll(() => test?.dispose());

    const lead = (name: string, city: string): NewCalculationLead => ({
      name,
      mobileNumber: '9876543210',
      emailId: 'meena@example.com',
      city,
      goldGrams: '12.35',
      goldCarat: '22',
      perGramPrice: '7150.00',
      totalPrice: '88302.50',
      goldRateId,
    });

    it('runs on the database it names', () => {
      expect(test.db.engine).toBe(engine);
    });

    it('stores every lead of a group with its text and exact amounts as given', async () => {
      // Text an array literal would misread if it were not quoted: the rows go as one array per column.
      const names = ['Meena', 'NULL', '', 'a "quoted", {braced} name', 'back\\slash', 'தமிழ்'];
      const group = names.map((name, index) => lead(name, `City ${index}`));
      await insertCalculationLeads(test.db, group);

      const stored = (await listCalculationLeads(test.db, names.length)).reverse();
      expect(stored.map((row) => [row.name, row.city])).toEqual(
        group.map((row) => [row.name, row.city]),
      );
      expect(stored[0]).toMatchObject({
        mobileNumber: '9876543210',
        goldGrams: '12.35',
        goldCarat: 22,
        perGramPrice: '7150.00',
        totalPrice: '88302.50',
        goldRateId,
      });
    });

    it('stores a group of one, and nothing for an empty group', async () => {
      await insertCalculationLeads(test.db, []);
      await insertCalculationLeads(test.db, [lead('Ravi', 'Madurai')]);
      const [newest] = await listCalculationLeads(test.db, 1);
      expect(newest).toMatchObject({ name: 'Ravi', city: 'Madurai' });
    });

    it('stores none of a group that breaks a rule of the table', async () => {
      const before = await listCalculationLeads(test.db, 1);
      const broken = {
        ...lead('Kumar', 'Salem'),
        goldCarat: '21' as NewCalculationLead['goldCarat'],
      };
      await expect(
        insertCalculationLeads(test.db, [lead('Anbu', 'Erode'), broken]),
      ).rejects.toThrow();
      expect(await listCalculationLeads(test.db, 1)).toEqual(before);
    });
  },
  { timeout: 60_000 },
);
