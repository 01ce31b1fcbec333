import type { MapDetailAnswer } from '@roomcraft/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';

type Detail = z.infer<typeof MapDetailAnswer>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The columns of the unit-type sheet, in order: header and value of each plan. */
const PLAN_COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'mapFloorplanId', key: 'id', width: 28 },
  { header: 'mapFpDataId', key: 'mapFpDataId', width: 28 },
  { header: 'fpDataId', key: 'fpDataId', width: 28 },
  { header: 'Unit type', key: 'name', width: 10 },
  { header: 'Exclusive area (m²)', key: 'exclusiveArea', width: 18 },
  { header: 'Supply area (m²)', key: 'supplyArea', width: 16 },
  { header: 'Rooms', key: 'rooms', width: 8 },
  { header: 'Bathrooms', key: 'bathrooms', width: 10 },
  { header: 'Variant', key: 'variant', width: 10 },
  { header: 'State', key: 'state', width: 12 },
  { header: 'Completed at', key: 'completedAt', width: 24 },
];

/**
 * The floor-plan data of one complex as an .xlsx workbook: a "Complex" sheet with its name,
 * coordinates and every address, and a "Floor plans" sheet with one row per plan (areas as
 * numbers with two decimals).
 */
export async function fpDataWorkbook(detail: Detail): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const complex = workbook.addWorksheet('Complex');
  complex.columns = [
    { header: 'Field', key: 'field', width: 16 },
    { header: 'Value', key: 'value', width: 48 },
  ];
  const { map } = detail;
  complex.addRows([
    { field: 'mapId', value: map.id },
    { field: 'Name', value: map.name },
    { field: 'Latitude', value: map.lat },
    { field: 'Longitude', value: map.lng },
    { field: 'Households', value: map.households },
  ]);
  for (const address of detail.addresses) {
    complex.addRow({ field: 'Road address', value: address.roadAddress });
    complex.addRow({ field: 'Lot address', value: address.lotAddress });
    complex.addRow({ field: 'District code', value: address.districtCode });
  }
  const plans = workbook.addWorksheet('Floor plans');
  plans.columns = PLAN_COLUMNS;
  for (const plan of detail.floorplans) plans.addRow({ ...plan });
  for (const key of ['exclusiveArea', 'supplyArea']) plans.getColumn(key).numFmt = '0.00';
  plans.getRow(1).font = { bold: true };
  complex.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
