/** Linked selects (spec 3 "Grid column" linkageKey; JeecgBoot JVxeTable linkageConfig). */
import { describe, expect, it } from 'vitest';
import {
  linkageChains,
  linkageClears,
  linkedOptions,
  linkagePlaces,
  parentsToLoad,
  parentValueOf,
  type LinkageCache,
  type LinkageChain,
  type LinkageOption,
} from '../../../src/lib/grid/linkage';

const request = () => [];
const option = (value: string, text = value): LinkageOption => ({ value, text });

// Province → city → district, as in JeecgBoot's demo.
const chain: LinkageChain = { keys: ['s1', 's2', 's3'], requestData: request };
const cache: LinkageCache = new Map([
  ['', [option('110000', '北京市'), option('130000', '河北省')]],
  ['110000', [option('110100', '北京市')]],
  ['130000', [option('130100', '石家庄市'), option('130300', '秦皇岛市')]],
  ['110100', [option('110101', '东城区'), option('110102', '西城区')]],
  ['130300', [option('130303', '山海关区')]],
]);

describe('linkageChains', () => {
  const columns = [
    { key: 'sex' },
    { key: 's1', linkageKey: 's2' },
    { key: 's2', linkageKey: 's3' },
    { key: 's3' },
    { key: 'm1', linkageKey: 'm2' },
    { key: 'm2', linkageKey: 'm1' },
  ];

  it.each([
    ['a three-level chain from the config key down the linkageKeys', 's1', ['s1', 's2', 's3']],
    ['a chain started below the top', 's2', ['s2', 's3']],
    ['a cycle stops where it closes', 'm1', ['m1', 'm2']],
    ['a config key that is no column gives no chain', 'nope', undefined],
  ])('%s', (_name, key, keys) => {
    const [found] = linkageChains(columns, [{ key, requestData: request }]);
    expect(found?.keys).toEqual(keys);
  });

  it('stops at a linkageKey naming a missing column', () => {
    const [found] = linkageChains(
      [{ key: 'a', linkageKey: 'b' }],
      [{ key: 'a', requestData: request }],
    );
    expect(found?.keys).toEqual(['a']);
  });

  it('never puts a column in two chains, and places each key', () => {
    const chains = linkageChains(columns, [
      { key: 's1', requestData: request },
      { key: 's2', requestData: request },
      { key: 'm1', requestData: request },
    ]);
    expect(chains.map((item) => item.keys)).toEqual([
      ['s1', 's2', 's3'],
      ['m1', 'm2'],
    ]);
    expect(Object.fromEntries(linkagePlaces(chains))).toEqual({
      s1: { chain: 0, level: 0 },
      s2: { chain: 0, level: 1 },
      s3: { chain: 0, level: 2 },
      m1: { chain: 1, level: 0 },
      m2: { chain: 1, level: 1 },
    });
  });
});

describe('options of a linked cell', () => {
  it.each([
    ['top level: the root options', 0, { s1: '130000' }, '', ['110000', '130000']],
    ['second level: by the province', 1, { s1: '130000' }, '130000', ['130100', '130300']],
    ['third level: by the city', 2, { s1: '110000', s2: '110100' }, '110100', ['110101', '110102']],
    ['an empty parent: no options', 1, { s1: '' }, undefined, []],
    ['a number parent reads as text', 2, { s2: 130300 }, '130300', ['130303']],
  ])('%s', (_name, level, row, parent, values) => {
    expect(parentValueOf(chain, level, row)).toBe(parent);
    expect(linkedOptions(chain, level, row, cache)?.map((item) => item.value)).toEqual(values);
  });

  it('is undefined while the parent value is not loaded', () => {
    expect(linkedOptions(chain, 1, { s1: '310000' }, cache)).toBeUndefined();
  });

  it('lists the parents the rows need that the cache lacks, once each', () => {
    const rows = [
      { s1: '310000', s2: '310100', s3: '310101' },
      { s1: '310000', s2: '' },
      { s1: '110000', s2: '110100' },
    ];
    expect(parentsToLoad(chain, rows, cache)).toEqual(['310000', '310100']);
    expect(parentsToLoad(chain, rows, new Map())).toEqual([
      '',
      '310000',
      '310100',
      '110000',
      '110100',
    ]);
  });
});

describe('linkageClears: which children a change clears', () => {
  it.each([
    [
      'a new province clears the city and district that are not under it',
      { s1: '130000', s2: '110100', s3: '110101' },
      ['s1'],
      ['s2', 's3'],
    ],
    [
      'a new province keeps a city (and its district) valid under it, as a synced row brings',
      { s1: '130000', s2: '130300', s3: '130303' },
      ['s1', 's2', 's3'],
      [],
    ],
    [
      'a valid city under the new province with a stale district clears only the district',
      { s1: '130000', s2: '130300', s3: '110101' },
      ['s1'],
      ['s3'],
    ],
    [
      'a new city clears only the district below it',
      { s1: '110000', s2: '110100', s3: '130303' },
      ['s2'],
      ['s3'],
    ],
    [
      'clearing the province clears every level below',
      { s1: '', s2: '110100', s3: '110101' },
      ['s1'],
      ['s2', 's3'],
    ],
    [
      'an empty city under a new province empties the district through the chain',
      { s1: '130000', s2: '', s3: '110101' },
      ['s1'],
      ['s3'],
    ],
    ['a change of the last level clears nothing', { s1: '110000', s3: 'x' }, ['s3'], []],
    ['a change outside the chain clears nothing', { s1: '130000', s2: '110100' }, ['sex'], []],
  ])('%s', (_name, row, changed, cleared) => {
    expect(linkageClears(chain, row, changed, cache)).toEqual({ clear: cleared });
  });

  it('asks for the options it needs before deciding', () => {
    const row = { s1: '310000', s2: '310100', s3: '310101' };
    expect(linkageClears(chain, row, ['s1'], cache)).toEqual({ need: '310000' });
    const loaded = new Map(cache).set('310000', [option('310100', '上海市')]);
    expect(linkageClears(chain, row, ['s1'], loaded)).toEqual({ need: '310100' });
    loaded.set('310100', [option('310104', '徐汇区')]);
    expect(linkageClears(chain, row, ['s1'], loaded)).toEqual({ clear: ['s3'] });
  });

  it('does not ask for options below a level that was cleared', () => {
    const row = { s1: '130000', s2: '999999', s3: '999901' };
    expect(linkageClears(chain, row, ['s1'], cache)).toEqual({ clear: ['s2', 's3'] });
  });
});
