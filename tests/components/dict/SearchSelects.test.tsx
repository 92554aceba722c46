import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DictApiModule from '../../../providers/dict-api';
import { DictSearchSelect } from '../../../src/components/DictSearchSelect';
import { SearchSelect } from '../../../src/components/SearchSelect';
import {
  dropdownOption,
  flush,
  openSelect,
  presented,
  refused,
  renderControlled,
  searchInput,
  shownMessages,
  typeInto,
} from './harness';

const api = vi.hoisted(() => ({
  searchDict: vi.fn(),
  loadDictTexts: vi.fn(),
  searchSqlDict: vi.fn(),
}));

vi.mock('../../../providers/dict-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DictApiModule>()),
  ...api,
}));

const USERS = 'sys_user,realname,username';
const MERCHANTS = [
  { text: '杭州云栖便利店有限公司', value: 'C202611000123' },
  { text: '杭州西溪湿地文旅发展有限公司', value: 'C202611000118' },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  for (const mock of Object.values(api)) mock.mockReset();
  api.searchDict.mockResolvedValue([
    { value: 'lina', text: '李娜' },
    { value: 'liuyang', text: '刘洋' },
  ]);
  api.loadDictTexts.mockResolvedValue(['张伟']);
  api.searchSqlDict.mockResolvedValue({ items: MERCHANTS, total: 37 });
});

afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderDictSearch(initial?: string) {
  return renderControlled(
    (value, onChange) => <DictSearchSelect dict={USERS} value={value} onChange={onChange} />,
    initial,
  );
}

describe('DictSearchSelect (spec 7.3, 8.2, 9)', { timeout: 20_000 }, () => {
  it('hints 请输入搜索内容 before anything is typed', async () => {
    renderDictSearch();
    openSelect();
    await flush();
    expect(screen.getAllByText('请输入搜索内容').length).toBeGreaterThan(0);
    expect(api.searchDict).not.toHaveBeenCalled();
  });

  it('searches only the last keyword, 300 ms after the last keystroke, page size 10', async () => {
    renderDictSearch();
    openSelect();
    typeInto(searchInput(), '李');
    await wait(200);
    typeInto(searchInput(), '李娜');
    await wait(299);
    expect(api.searchDict).not.toHaveBeenCalled();
    await wait(1);

    expect(api.searchDict).toHaveBeenCalledTimes(1);
    expect(api.searchDict).toHaveBeenCalledWith(USERS, '李娜', 10);
    expect(dropdownOption('李娜')).toBeInTheDocument();
  });

  it('emits the picked value and keeps showing its text', async () => {
    const view = renderDictSearch();
    openSelect();
    typeInto(searchInput(), '李');
    await wait(300);
    fireEvent.click(dropdownOption('李娜'));

    expect(view.emitted).toEqual(['lina']);
    expect(document.querySelector('.ant-select-selection-item')).toHaveTextContent('李娜');
    expect(api.loadDictTexts).not.toHaveBeenCalled();
  });

  it('says 没有查询到任何数据 when nothing matches', async () => {
    api.searchDict.mockResolvedValue([]);
    renderDictSearch();
    openSelect();
    typeInto(searchInput(), '不存在的人');
    await wait(300);
    expect(screen.getByText('没有查询到任何数据')).toBeInTheDocument();
  });

  it('shows a refused search as a warning with the server message', async () => {
    api.searchDict.mockRejectedValue(refused('字典Code格式不正确！'));
    renderDictSearch();
    openSelect();
    typeInto(searchInput(), '王');
    await wait(300);
    expect(shownMessages()).toEqual(['warning:字典Code格式不正确！']);
  });

  it('shows a stored value by the text loadDictItem gives for it', async () => {
    renderDictSearch('zhangwei');
    await flush();
    expect(api.loadDictTexts).toHaveBeenCalledWith(USERS, ['zhangwei']);
    expect(screen.getByTitle('张伟')).toBeInTheDocument();
  });

  it('never shows an older answer after a newer keyword', async () => {
    let answerOld: (items: unknown[]) => void = () => undefined;
    api.searchDict
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce([{ value: 'wangfang', text: '王芳' }]);
    renderDictSearch();
    openSelect();
    typeInto(searchInput(), '李');
    await wait(300);
    typeInto(searchInput(), '王');
    await wait(300);
    answerOld([{ value: 'lina', text: '李娜' }]);
    await flush();

    expect(dropdownOption('王芳')).toBeInTheDocument();
    expect(() => dropdownOption('李娜')).toThrow();
  });
});

function renderSearchSelect(initial?: string) {
  return renderControlled(
    (value, onChange) => (
      <SearchSelect
        tableName="cus_mast_info"
        fieldText="cus_name"
        fieldValue="cus_code"
        sqlCondition="cus_status = '02'"
        sqlOrderBy="create_time desc"
        value={value}
        onChange={onChange}
      />
    ),
    initial,
  );
}

describe('SearchSelect (spec 7.3, 9)', { timeout: 20_000 }, () => {
  it('searches 800 ms after the last keystroke with the table, fields and page size 10', async () => {
    const view = renderSearchSelect();
    openSelect();
    typeInto(searchInput(), '杭');
    await wait(500);
    typeInto(searchInput(), '杭州');
    await wait(799);
    expect(api.searchSqlDict).not.toHaveBeenCalled();
    await wait(1);

    expect(api.searchSqlDict).toHaveBeenCalledTimes(1);
    expect(api.searchSqlDict).toHaveBeenCalledWith({
      tableName: 'cus_mast_info',
      fieldText: 'cus_name',
      fieldValue: 'cus_code',
      sqlCondition: "cus_status = '02'",
      sqlOrderBy: 'create_time desc',
      pageSize: 10,
      keyword: '杭州',
    });
    fireEvent.click(dropdownOption('杭州云栖便利店有限公司'));
    expect(view.emitted).toEqual(['C202611000123']);
  });

  it('shows the normalised replyText of a refused search as a warning', async () => {
    api.searchSqlDict.mockRejectedValue(refused('交易失败:参数校验不通过'));
    renderSearchSelect();
    openSelect();
    typeInto(searchInput(), '杭州');
    await wait(800);
    expect(shownMessages()).toEqual(['warning:交易失败:参数校验不通过']);
  });

  it('adds nothing to an HTTP failure the HTTP layer has already shown', async () => {
    api.searchSqlDict.mockRejectedValue(presented());
    renderSearchSelect();
    openSelect();
    typeInto(searchInput(), '杭州');
    await wait(800);
    expect(api.searchSqlDict).toHaveBeenCalled();
    expect(shownMessages()).toEqual([]);
  });

  it('finds the text of a stored value by searching for it', async () => {
    renderSearchSelect('C202611000118');
    await flush();
    expect(api.searchSqlDict).toHaveBeenCalledWith(
      expect.objectContaining({ keyword: 'C202611000118' }),
    );
    expect(screen.getByTitle('杭州西溪湿地文旅发展有限公司')).toBeInTheDocument();
  });
});
