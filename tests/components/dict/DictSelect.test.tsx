import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DictApiModule from '../../../providers/dict-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { MultiSelectTag } from '../../../src/components/MultiSelectTag';
import {
  dropdownOption,
  openSelect,
  presented,
  refused,
  renderControlled,
  shownMessages,
} from './harness';

const api = vi.hoisted(() => ({ loadDictItems: vi.fn() }));

vi.mock('../../../providers/dict-api', async (importOriginal) => ({
  ...(await importOriginal<typeof DictApiModule>()),
  ...api,
}));

const PRIORITY = [
  { value: 'L', text: '一般消息' },
  { value: 'M', text: '重要消息' },
  { value: 'H', text: '紧急消息' },
];

beforeEach(() => {
  api.loadDictItems.mockReset();
  api.loadDictItems.mockResolvedValue(PRIORITY);
});

describe('DictSelect', { timeout: 20_000 }, () => {
  it('shows 字典Code不能为空! and loads nothing without a dictionary code (spec 5.4)', () => {
    renderControlled((value, onChange) => (
      <DictSelect dictCode="" value={value} onChange={onChange} />
    ));

    expect(screen.getByRole('alert')).toHaveTextContent('字典Code不能为空!');
    expect(api.loadDictItems).not.toHaveBeenCalled();
  });

  it('lists the dictionary items, shows the stored value by text and emits the picked value', async () => {
    const view = renderControlled(
      (value, onChange) => <DictSelect dictCode="priority" value={value} onChange={onChange} />,
      'M',
    );

    expect(await screen.findByTitle('重要消息')).toBeInTheDocument();
    expect(api.loadDictItems).toHaveBeenCalledWith('priority');
    openSelect();
    fireEvent.click(dropdownOption('紧急消息'));

    expect(view.emitted).toEqual(['H']);
    expect(view.value()).toBe('H');
  });

  it('radio mode emits the value of the chosen item', async () => {
    api.loadDictItems.mockResolvedValue([
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]);
    const view = renderControlled((value, onChange) => (
      <DictSelect dictCode="sex" type="radio" value={value} onChange={onChange} />
    ));

    fireEvent.click(await screen.findByLabelText('女'));
    expect(view.emitted).toEqual(['2']);
  });

  it('checkbox mode joins the checked values with commas and empties to undefined', async () => {
    const view = renderControlled(
      (value, onChange) => (
        <DictSelect dictCode="priority" type="checkbox" value={value} onChange={onChange} />
      ),
      'L',
    );

    await screen.findByLabelText('紧急消息');
    // antd's group only takes values its checkboxes have registered, in effects.
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByLabelText('紧急消息'));
    expect(view.value()).toBe('L,H');
    fireEvent.click(screen.getByLabelText('一般消息'));
    fireEvent.click(screen.getByLabelText('紧急消息'));
    expect(view.emitted).toEqual(['L,H', 'H', undefined]);
  });

  it('shows a refused load as a warning with the server message', async () => {
    api.loadDictItems.mockRejectedValue(refused('交易失败:字典不存在'));
    renderControlled((value, onChange) => (
      <DictSelect dictCode="cus_type" value={value} onChange={onChange} />
    ));

    await waitFor(() => expect(shownMessages()).toEqual(['warning:交易失败:字典不存在']));
  });

  it('adds nothing to an HTTP failure the HTTP layer has already shown', async () => {
    api.loadDictItems.mockRejectedValue(presented());
    renderControlled((value, onChange) => (
      <DictSelect dictCode="cus_type" value={value} onChange={onChange} />
    ));

    await waitFor(() => expect(api.loadDictItems).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownMessages()).toEqual([]);
  });
});

describe('MultiSelectTag', { timeout: 20_000 }, () => {
  it('shows the stored values as tags and joins picked values with the spliter', async () => {
    const view = renderControlled(
      (value, onChange) => (
        <MultiSelectTag dictCode="priority" spliter="|" value={value} onChange={onChange} />
      ),
      'L|M',
    );

    expect(await screen.findByTitle('一般消息')).toBeInTheDocument();
    expect(screen.getByTitle('重要消息')).toBeInTheDocument();
    openSelect();
    fireEvent.click(dropdownOption('紧急消息'));
    expect(view.emitted).toEqual(['L|M|H']);
  });

  it('takes given options instead of a dictionary', async () => {
    const view = renderControlled((value, onChange) => (
      <MultiSelectTag
        options={[
          { value: 'A', text: '甲' },
          { value: 'B', text: '乙' },
        ]}
        value={value}
        onChange={onChange}
      />
    ));

    openSelect();
    fireEvent.click(await waitFor(() => dropdownOption('乙')));
    expect(view.emitted).toEqual(['B']);
    expect(api.loadDictItems).not.toHaveBeenCalled();
  });
});
