/**
 * The price list's exterior items for hail and wind claims (a roof priced per shingle, gutters and siding
 * removed and replaced apart, vents, caps, a permit and a window bid) and the few interior items the
 * carrier layouts add. Prices are made up for the tests, in cents.
 */
import { item } from './price-item.mjs';

const labor = (cents) => ({
  wage: Math.round(cents * 0.62),
  burden: Math.round(cents * 0.23),
  overhead: cents - Math.round(cents * 0.62) - Math.round(cents * 0.23),
});
const remove = { activity: 'Remove' };
const roofLife = { life: 30, depreciation: 0.3 };
const metalLife = { life: 25, depreciation: 0.2 };

export const stormItems = {
  removeShingleEach: item('RFG', 'LAMSH', 'Laminated - comp. shingle rfg (per SHINGLE)', 'EA', labor(978), remove),
  shingleEach: item('RFG', 'LAMSH', 'Laminated - comp. shingle rfg (per SHINGLE)', 'EA', { ...labor(1210), material: 1029 }, roofLife),
  removeRidge: item('RFG', 'RIDGC', 'Hip / Ridge cap - Standard profile - composition shingles', 'LF', labor(388), remove),
  tearOffLaminated: item('RFG', 'ARMV>', 'Tear off, haul and dispose of comp. shingles - Laminated', 'SQ', {
    ...labor(5420),
    equipment: 1194,
  }),
  iceWater: item('RFG', 'IWS', 'Ice & water barrier', 'SF', { ...labor(61), material: 148 }, roofLife),
  gutterApron: item('RFG', 'DRIPA', 'Gutter apron', 'LF', { ...labor(162), material: 208 }, { life: 35, depreciation: 0.25 }),
  highRoof: item('RFG', 'HIGH', 'Additional charge for high roof (2 stories or greater)', 'SQ', labor(4862)),
  removeVent: item('RFG', 'VENTT', 'Roof vent - turbine type', 'EA', labor(2200), remove),
  roofVent: item('RFG', 'VENTT', 'Roof vent - turbine type', 'EA', { ...labor(7460), material: 10070 }, { life: 35, depreciation: 0.25 }),
  removeRainCap: item('RFG', 'RAIN6', 'Rain cap - 6"', 'EA', labor(612), remove),
  rainCap: item('RFG', 'RAIN6', 'Rain cap - 6"', 'EA', { ...labor(2230), material: 3574 }, { life: 35, depreciation: 0.25 }),
  removeGutter: item('SFG', 'GUTA', 'Gutter / downspout - aluminum - up to 5"', 'LF', labor(61), remove),
  gutterNew: item('SFG', 'GUTA', 'Gutter / downspout - aluminum - up to 5"', 'LF', { ...labor(597), material: 465 }, metalLife),
  removeSiding: item('SDG', 'VINYL', 'Siding - vinyl', 'SF', labor(53), remove),
  siding: item('SDG', 'VINYL', 'Siding - vinyl', 'SF', { ...labor(292), material: 230 }, metalLife),
  paintSurface: item(
    'PNT',
    'P1S',
    'Paint the surface area - one coat',
    'SF',
    { ...labor(58), material: 9 },
    { life: 15, depreciation: 0.2 },
  ),
  paintLaborMinimum: item('PNT', 'LAB', 'Painting labor minimum', 'EA', labor(17207)),
  haulDebris: item('DMO', 'PU', 'Haul debris - per pickup truck load - including dump fees', 'EA', { ...labor(7100), equipment: 8933 }),
  windowBid: item('WDW', 'BID', 'Vinyl window replacement - per contractor bid (Bid Item)', 'EA', { market: 384500 }),
  removeBeading: item('WDW', 'BEAD', 'Window beading - aluminum', 'LF', labor(163), remove),
  windowBeading: item('WDW', 'BEAD', 'Window beading - aluminum', 'LF', { ...labor(214), material: 185 }),
  glassMinimum: item('WDW', 'GLMN', 'Minimum charge - glass and glazing', 'EA', labor(32436)),
  freezer: item('APP', 'FRZR', 'Freezer - Remove & reset', 'EA', labor(6136)),
  texture: item(
    'DRY',
    'TXT',
    'Texture drywall - light hand texture',
    'SF',
    { ...labor(118), material: 7 },
    { life: 150, depreciation: 0.15 },
  ),
  paintWalls: item(
    'PNT',
    'P1',
    'Paint the walls and ceiling - one coat',
    'SF',
    { ...labor(76), material: 12 },
    { life: 15, depreciation: 0.6 },
  ),
  tearOutCarpet: item('FCC', 'AV', 'Carpet', 'SF', labor(30), remove),
};
