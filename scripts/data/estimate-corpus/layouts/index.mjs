/**
 * The PDF layouts real carriers, contractors and other estimating programs print, one fixture each (some
 * combining several quirks), each a plausible estimate priced from the corpus's price list.
 */
import { carrierAFixture } from './carrier-a.mjs';
import { contractorFixture, groupFirstFixture } from './contractor.mjs';
import { eagleviewFixture, unreadableFixture } from './eagleview.mjs';
import { symbilityFixture, symbilityRcFixture } from './symbility.mjs';
import { taxInTotalFixture } from './tax-in-total.mjs';
import { unitRcvFixture } from './unit-rcv.mjs';
import { supplementFixture } from './web-supplement.mjs';
import { worksheetFixture } from './worksheet.mjs';
import { quirksFixture } from './xactimate-quirks.mjs';

export const layoutFixtures = async () => [
  await carrierAFixture(),
  await worksheetFixture(),
  await contractorFixture(),
  await supplementFixture(),
  await groupFirstFixture(),
  await unitRcvFixture(),
  await symbilityFixture(),
  await symbilityRcFixture(),
  await quirksFixture(),
  await taxInTotalFixture(),
  await eagleviewFixture(),
  await unreadableFixture(),
];
